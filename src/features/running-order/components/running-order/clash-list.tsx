// The day's clashes, always in view while editing: the dancer, the two heats and why. Clashes that appear
// while the screen is open (a new registration, an added round, someone else's edit) are flagged as new.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { clashKey, type Clash } from '../../../../domain/running-order';

export interface ClashListProps {
  clashes: readonly Clash[];
}

/** The clash keys present when the screen first showed the running order. */
function useFirstSeen(clashes: readonly Clash[]): ReadonlySet<string> {
  const [first] = useState<ReadonlySet<string>>(() => new Set(clashes.map(clashKey)));
  return first;
}

export function ClashList({ clashes }: ClashListProps) {
  const seen = useFirstSeen(clashes);
  const fresh = clashes.filter((clash) => !seen.has(clashKey(clash)));
  return (
    <section aria-labelledby="clashes-heading" className="mb-3">
      <h3 id="clashes-heading" className="h6">
        Clashes ({clashes.length})
      </h3>
      {fresh.length > 0 && (
        <Alert variant="warning" role="alert" className="py-2">
          {fresh.length === 1 ? 'A new clash appeared' : `${fresh.length} new clashes appeared`} since this screen opened (a registration or a round changed).
        </Alert>
      )}
      {clashes.length === 0 ? (
        <p className="small text-muted">No dancer is in two places: no clashes.</p>
      ) : (
        <ul aria-label="Clashes of the day" className="small">
          {clashes.map((clash) => (
            <li key={clashKey(clash)}>
              {!seen.has(clashKey(clash)) && (
                <Badge bg="warning" text="dark" className="me-1">
                  New
                </Badge>
              )}
              <strong>{clash.name}</strong>: heat {clash.first.heatNumber} and heat {clash.second.heatNumber}
              {' — '}
              {clash.reason === 'same-heat' ? 'twice in the same heat. ' : 'too close to change. '}
              {clash.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
