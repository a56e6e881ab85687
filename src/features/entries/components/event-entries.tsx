import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { backNumberOf } from '../../../domain/entries/lead-back-numbers';
import type { CompetitionEvent, Entry } from '../../../domain/model';

export interface EventEntriesProps {
  event: CompetitionEvent;
  entries: readonly Entry[];
  /** Total entries of the event, when a search shows only some. */
  total: number;
  /** Every lead's back number (leadBackNumbers), for entries made after numbers were handed out. */
  numbers: ReadonlyMap<string, number>;
}

/** One event's couples: back number, lead and follow (each linking to their heat sheet) and team. */
export function EventEntries({ event, entries, total, numbers }: EventEntriesProps) {
  const headingId = `event-${event.eventName.replace(/\W+/g, '-')}`;
  const shown = entries.length === total ? `${total}` : `${entries.length} of ${total}`;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5 d-flex align-items-center gap-2">
        {event.eventName} <Badge bg="secondary" pill aria-label={`${shown} couples`}>{shown}</Badge>
      </h2>
      {entries.length === 0 ? (
        <p className="text-secondary">No couples entered yet.</p>
      ) : (
        <Table size="sm" striped responsive aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className="text-end">No.</th>
              <th scope="col">Lead</th>
              <th scope="col">Follow</th>
              <th scope="col">Team</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.entryId}>
                <td className="text-end">{backNumberOf(entry, numbers) ?? '—'}</td>
                <td><Link to={`/competitors/${encodeURIComponent(entry.leadId)}`}>{entry.leadName}</Link></td>
                <td><Link to={`/competitors/${encodeURIComponent(entry.followId)}`}>{entry.followName}</Link></td>
                <td className="small">{entry.affiliation}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
