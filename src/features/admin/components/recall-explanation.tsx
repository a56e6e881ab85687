// The recall table: every judge's marks per dance, totals, and who goes through (most marks first).
import Table from 'react-bootstrap/Table';
import type { SumRecalls } from '../../../domain/results';

export function RecallExplanation({ sumRecalls }: { sumRecalls: SumRecalls }) {
  const { judges, dances, rows } = sumRecalls;
  return (
    <>
      <p>
        {sumRecalls.recalledCount} of {rows.length} couples recalled ({sumRecalls.minMarks} or more marks; {sumRecalls.requested} asked for
        {sumRecalls.chairmanDecided ? ', chosen by the chairman' : ''}).
      </p>
      <Table size="sm" bordered responsive aria-label="Recall table" className="text-center w-auto">
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>Couple</th>
            {dances.map((dance) => (
              <th scope="colgroup" key={dance} colSpan={judges.length}>
                {dance}
              </th>
            ))}
            <th scope="col" rowSpan={2}>Total</th>
            <th scope="col" rowSpan={2}>Recalled</th>
          </tr>
          <tr>
            {dances.map((dance) => judges.map((judge) => <th scope="col" key={`${dance}-${judge.key}`}>{judge.label}</th>))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.entryId} className={row.recalled ? 'table-success' : undefined}>
              <th scope="row">{row.leadNumber ?? '?'}</th>
              {row.marks.map((byJudge, d) => byJudge.map((mark, j) => <td key={`${d}-${j}`}>{mark === 1 ? 'X' : ''}</td>))}
              <td>{row.total}</td>
              <td>{row.recalled ? 'Yes' : ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
