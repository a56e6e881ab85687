import Button from 'react-bootstrap/Button';
import { proposedProperCase } from '../../../domain/competitors';

/**
 * A name typed all in capitals or all in lower case is shown publicly as typed, so the form proposes the proper
 * case before saving (issue 31); one tap takes it, or the person keeps their own spelling.
 */
export function NameCaseHint({ typed, who, onUse }: { typed: string; who: string; onUse: (name: string) => void }) {
  const proposed = proposedProperCase(typed);
  if (!proposed) return null;
  return (
    <p className="small mt-n2 mb-3" role="status">
      Names are shown as typed on results and invoices.{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onUse(proposed)} aria-label={`Use ${proposed} for the ${who}`}>
        Use “{proposed}”
      </Button>
    </p>
  );
}
