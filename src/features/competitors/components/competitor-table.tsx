import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { CompetitorRow } from '../hooks/competitor-index';
import { competitorPath } from '../hooks/competitor-path';

export function CompetitorTable({ competitors }: { competitors: readonly CompetitorRow[] }) {
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
            <td className="text-end">{competitor.numbers || '—'}</td>
            <td className="small">{competitor.teams}</td>
            <td className="text-end">{competitor.entries}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
