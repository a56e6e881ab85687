// A printable table of couples: number, lead, follow and affiliation, and the events they dance when given.
import Table from 'react-bootstrap/Table';

export interface SheetCouple {
  entryId: string;
  leadNumber?: number;
  leadName: string;
  followName: string;
  affiliation: string;
  events?: readonly string[];
}

export function CouplesSheet({ label, couples, withEvents = false }: { label: string; couples: readonly SheetCouple[]; withEvents?: boolean }) {
  return (
    <Table size="sm" bordered aria-label={label}>
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col">Lead</th>
          <th scope="col">Follow</th>
          <th scope="col">Affiliation</th>
          {withEvents && <th scope="col">Events</th>}
        </tr>
      </thead>
      <tbody>
        {couples.map((c) => (
          <tr key={c.entryId}>
            <td>{c.leadNumber ?? '—'}</td>
            <td>{c.leadName}</td>
            <td>{c.followName}</td>
            <td>{c.affiliation}</td>
            {withEvents && <td>{c.events?.join(', ')}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
