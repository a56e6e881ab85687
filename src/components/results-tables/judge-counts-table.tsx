import Table from 'react-bootstrap/Table';
import type { SumRecalls } from '../../domain/results';
import { ScrollTable } from './scroll-table';

/** How many couples each judge recalled in each dance, against the number asked for (rule 1 lets them differ). */
export function JudgeCountsTable({ roundName, sumRecalls }: { roundName: string; sumRecalls: SumRecalls }) {
  const label = `${roundName}: couples marked by each judge`;
  return (
    <ScrollTable label={label}>
      <Table size="sm" bordered className="results-table w-auto" aria-label={label}>
        <caption className="caption-top small">Couples each judge marked ({sumRecalls.requested} asked for)</caption>
        <thead>
          <tr>
            <th scope="col">Dance</th>
            {sumRecalls.judges.map((judge) => (
              <th key={judge.key} scope="col" title={`Judge ${judge.label}`}>{judge.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sumRecalls.dances.map((dance, d) => (
            <tr key={dance}>
              <th scope="row">{dance}</th>
              {sumRecalls.judges.map((judge, j) => {
                const count = sumRecalls.judgeCounts[d]?.[j];
                const off = count !== undefined && count !== sumRecalls.requested;
                return (
                  <td key={judge.key} className={off ? 'results-decided' : undefined}>{count ?? '—'}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollTable>
  );
}
