import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { Competitor } from '../hooks/competitor-index';
import { competitorPath } from '../hooks/competitor-path';

export function CompetitorTable({ competitors }: { competitors: readonly Competitor[] }) {
  return (
    <Table size="sm" striped responsive aria-label="Competitors">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="text-end">No.</th>
          <th scope="col">Team</th>
          <th scope="col" className="text-end">Events</th>
        </tr>
      </thead>
      <tbody>
        {competitors.map((competitor) => (
          <tr key={competitor.id}>
            <td><Link to={competitorPath(competitor.id)}>{competitor.name}</Link></td>
            <td className="text-end">{competitor.numbers.join(', ') || '—'}</td>
            <td className="small">{competitor.affiliations.join(', ')}</td>
            <td className="text-end">{competitor.entries.length}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
