// Big buttons, one per couple: tap to check in (tap again to undo); the couples still missing below.
import Button from 'react-bootstrap/Button';
import type { FloorCouple } from '../../../domain/rounds';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface CheckInBoardProps {
  couples: FloorCouple[];
  onToggle: (couple: FloorCouple, checkedIn: boolean) => void;
  pending: boolean;
  error: string | null;
  /** Couples (entry ids) whose dancers are in for the day (the desk's check-in or a deck check-in); absent: not known. */
  arrived?: ReadonlySet<string>;
}

const numberOf = (couple: FloorCouple) => (couple.leadNumber === undefined ? 'No number' : `#${couple.leadNumber}`);

export function CheckInBoard({ couples, onToggle, pending, error, arrived }: CheckInBoardProps) {
  const missing = couples.filter((couple) => !couple.checkedIn);
  return (
    <>
      <WriteFeedback error={error} />
      <p className="lead" role="status">
        {couples.length - missing.length} of {couples.length} checked in
      </p>
      <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}>
        {couples.map((couple) => (
          <Button
            key={couple.entryId}
            size="lg"
            variant={couple.checkedIn ? 'success' : 'outline-dark'}
            aria-pressed={couple.checkedIn === true}
            aria-label={`${numberOf(couple)} ${couple.leadName} and ${couple.followName}`}
            disabled={pending}
            onClick={() => onToggle(couple, !couple.checkedIn)}
            className="py-3"
          >
            {/* The space keeps the visible words apart, so the spoken name ("#101 Alex Park and …") contains them. */}
            <span className="d-block fs-2 fw-bold">{couple.leadNumber ?? '?'}</span>{' '}
            <span className="d-block small text-truncate">{couple.leadName}</span>
          </Button>
        ))}
      </div>
      <h2 className="h5 mt-4">Missing</h2>
      {missing.length === 0 ? (
        <p>Everyone is here.</p>
      ) : (
        <ul aria-label="Missing couples" className="list-unstyled fs-5">
          {missing.map((couple) => (
            <li key={couple.entryId}>
              <strong>{couple.leadNumber ?? '?'}</strong> {couple.leadName} &amp; {couple.followName}{' '}
              <span className="text-muted small">{couple.affiliation}</span>
              {arrived && (
                <span className={`ms-2 small fw-semibold ${arrived.has(couple.entryId) ? 'text-success' : 'text-danger'}`}>
                  {arrived.has(couple.entryId) ? '· arrived today' : '· not arrived yet'}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
