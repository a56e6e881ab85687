// The day's clashes, always in view while editing: one line per pair of heats, in the order of the day,
// naming the dancers, marked New when the pair (or a dancer in it) was not in the list when the screen
// opened, each with the nearest place that resolves it as a button that makes the move.
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { ClashGroup } from '../../../../domain/running-order';

export interface ClashListProps {
  groups: readonly ClashGroup[];
  pending: boolean;
  /** Moves the later heat of a pair to the place that resolves it. */
  onResolve: (slotKey: string, place: number) => void;
}

export function ClashList({ groups, pending, onResolve }: ClashListProps) {
  const fresh = groups.filter((group) => group.isNew || group.newNames.length > 0);
  const dancers = new Set(groups.flatMap((group) => group.names)).size;
  return (
    <section aria-labelledby="clashes-heading" className="mb-3">
      <h3 id="clashes-heading" className="h6">
        Clashes ({groups.length === 0 ? 'none' : `${groups.length} pair${groups.length === 1 ? '' : 's'} of heats, ${dancers} dancer${dancers === 1 ? '' : 's'}`})
      </h3>
      {fresh.length > 0 && (
        <Alert variant="warning" role="alert" className="py-2">
          {fresh.length === 1 ? 'A new clash appeared' : `${fresh.length} new clashes appeared`} since this screen opened (a registration, a round or a move changed the day).
        </Alert>
      )}
      {groups.length === 0 ? (
        <p className="small text-muted">No dancer is in two places: no clashes.</p>
      ) : (
        <ul aria-label="Clashes of the day" className="small">
          {groups.map((group) => (
            <li key={group.key}>
              {(group.isNew || group.newNames.length > 0) && (
                <Badge bg="warning" text="dark" className="me-1">
                  New
                </Badge>
              )}
              {group.message}
              {!group.isNew && group.newNames.length > 0 && <span className="text-muted"> (new: {group.newNames.join(', ')})</span>}
              {group.resolveAt !== null && (
                <Button size="sm" variant="link" className="py-0" disabled={pending} onClick={() => onResolve(group.second.slotKey, group.resolveAt ?? 0)}>
                  Move heat {group.second.heatNumber} to place {group.resolveAt}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
