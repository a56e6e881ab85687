import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { EntryRow, EventWithRows } from '../hooks/filter-entries';

export interface EventEntriesProps {
  event: EventWithRows;
  /** The couples shown; undefined while the event is closed or its list is loading. */
  entries: readonly EntryRow[] | undefined;
  /** Total entries of the event, when a search shows only some. */
  total: number | undefined;
  /** A couple's back number as shown: its own, else its lead's from another entry. */
  numberOf: (entry: EntryRow) => ReactNode;
  /** Open and close the event's list (absent while searching: every matching event is open). */
  toggle?: { open: boolean; onToggle: () => void };
  loading?: boolean;
}

// Bootstrap's button and badge markup, without react-bootstrap's components: /entries stays within its script budget.
/** One event's couples: back number, lead and follow (each linking to their heat sheet) and team. */
export function EventEntries({ event, entries, total, numberOf, toggle, loading = false }: EventEntriesProps) {
  const slug = event.eventName.replace(/\W+/g, '-');
  const headingId = `event-${slug}`;
  const shown = entries === undefined || total === undefined ? undefined : entries.length === total ? `${total}` : `${entries.length} of ${total}`;
  const open = toggle ? toggle.open : true;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5 d-flex align-items-center gap-2">
        {toggle ? (
          <button type="button" className="p-0 h5 mb-0 text-start btn btn-link" aria-expanded={toggle.open} aria-controls={`couples-${slug}`} onClick={toggle.onToggle}>
            {event.eventName}
          </button>
        ) : event.eventName}
        {shown !== undefined && <span className="badge rounded-pill bg-secondary" aria-label={`${shown} couples`}>{shown}</span>}
      </h2>
      {open && (
        <div id={`couples-${slug}`}>
          {loading ? (
            <p className="text-secondary" role="status">Loading couples...</p>
          ) : entries === undefined ? null : entries.length === 0 ? (
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
                    <td className="text-end">{numberOf(entry) ?? '—'}</td>
                    <td><Link to={`/competitors/${encodeURIComponent(entry.leadId)}`}>{entry.leadName}</Link></td>
                    <td><Link to={`/competitors/${encodeURIComponent(entry.followId)}`}>{entry.followName}</Link></td>
                    <td className="small">{entry.affiliation}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
      )}
    </section>
  );
}
