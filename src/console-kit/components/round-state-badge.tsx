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

const DARK_TEXT: ReadonlySet<RoundState> = new Set([RoundState.Initialized, RoundState.Empty, RoundState.Marked]);

export function RoundStateBadge({ state }: { state: RoundState }) {
  return (
    // Dark text on the light colours: white on Bootstrap's cyan is 2:1.
    <Badge bg={VARIANTS[state]} text={DARK_TEXT.has(state) ? 'dark' : undefined}>
      {ROUND_STATE_NAMES[state]}
    </Badge>
  );
}
