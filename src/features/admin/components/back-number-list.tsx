// Every lead's back number, lowest first: for the registration desk and the bib table.
import Table from 'react-bootstrap/Table';
import { compareByBackNumber } from '../../../domain/entries/by-back-number';
import type { CoupleRow } from '../../../domain/entries/couple-rows';

export function BackNumberList({ rows }: { rows: CoupleRow[] }) {
  const sorted = [...rows].sort((a, b) => compareByBackNumber(a.entry, b.entry));
  return (
    <Table size="sm" bordered aria-label="Back numbers">
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col">Lead</th>
          <th scope="col">Follow</th>
          <th scope="col">Affiliation</th>
          <th scope="col">Events</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map(({ entryId, entry, events }) => (
          <tr key={entryId}>
            <td>{entry.leadNumber ?? '—'}</td>
            <td>{entry.leadName}</td>
            <td>{entry.followName}</td>
            <td>{entry.affiliation}</td>
            <td>{events.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
