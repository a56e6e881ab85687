import Badge from 'react-bootstrap/Badge';
import { RoundState } from '../../domain/model';
import { ROUND_STATE_NAMES } from '../../domain/rounds';

const VARIANTS: Record<RoundState, string> = {
  [RoundState.Initialized]: 'info',
  [RoundState.Empty]: 'light',
  [RoundState.Running]: 'success',
  [RoundState.Skipped]: 'secondary',
  [RoundState.Marked]: 'warning',
  [RoundState.Posted]: 'primary',
};

export function RoundStateBadge({ state }: { state: RoundState }) {
  return (
    <Badge bg={VARIANTS[state]} text={state === RoundState.Empty || state === RoundState.Marked ? 'dark' : undefined}>
      {ROUND_STATE_NAMES[state]}
    </Badge>
  );
}
