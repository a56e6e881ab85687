// A final's working: each dance's marks and cumulative majority columns, the summary, rules 10 and 11.
import Table from 'react-bootstrap/Table';
import type { FinalTable, ResultCell, TieBreakRecord } from '../../../domain/results';

const cell = (c: ResultCell) => (c.sum === undefined ? String(c.count) : `${c.count} (${c.sum})`);
const placeText = (place: number) => (Number.isInteger(place) ? String(place) : place.toFixed(1));

function TieBreak({ step, label }: { step: TieBreakRecord; label: (entryId: string) => string }) {
  if (step.rule === 'R10') {
    return (
      <li>
        Rule 10 for place {step.place}:{' '}
        {step.entries.map((e) => `${e.leadNumber ?? '?'} had ${e.count} dance(s) at ${step.place} or better (sum ${e.sum})`).join('; ')} →{' '}
        {step.outcome === 'rule11' ? `still equal, to rule 11: ${(step.toRule11 ?? []).map(label).join(', ')}` : `${label(step.winner ?? '')} takes the place`}
      </li>
    );
  }
  return (
    <li>
      Rule 11 for place {step.place} (majority {step.majority} of {step.markCount} marks): {step.winners.map(label).join(' and ')}{' '}
      {step.shared ? 'share the place' : 'take the place'}
    </li>
  );
}

export function FinalExplanation({ finalTable }: { finalTable: FinalTable }) {
  const numbers = new Map(finalTable.summary.map((row) => [row.entryId, row.leadNumber]));
  const label = (entryId: string) => String(numbers.get(entryId) ?? '?');
  return (
    <>
      {finalTable.danceTables.map((table) => (
        <Table key={table.dance} size="sm" bordered responsive aria-label={`${table.dance} placings`} className="text-center w-auto">
          <caption className="caption-top">
            {table.dance} (majority {table.majority})
          </caption>
          <thead>
            <tr>
              <th scope="col">Couple</th>
              {finalTable.judges.map((judge) => (
                <th scope="col" key={judge.key}>{judge.label}</th>
              ))}
              {table.columns.map((column) => (
                <th scope="col" key={column}>{column}</th>
              ))}
              <th scope="col">Place</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.entryId}>
                <th scope="row">{row.leadNumber ?? '?'}</th>
                {row.marks.map((mark, j) => (
                  <td key={j}>{mark}</td>
                ))}
                {row.cells.map((c, k) => (
                  <td key={k} className={k === row.placedAtColumn ? 'fw-bold' : 'text-muted'}>
                    {k <= row.placedAtColumn ? cell(c) : ''}
                  </td>
                ))}
                <td>{placeText(row.place)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ))}
      {finalTable.dances.length > 1 && (
        <Table size="sm" bordered responsive aria-label="Final summary" className="text-center w-auto">
          <thead>
            <tr>
              <th scope="col">Couple</th>
              {finalTable.dances.map((dance) => (
                <th scope="col" key={dance}>{dance}</th>
              ))}
              <th scope="col">Total</th>
              <th scope="col">Place</th>
              <th scope="col">Rule</th>
            </tr>
          </thead>
          <tbody>
            {finalTable.summary.map((row) => (
              <tr key={row.entryId}>
                <th scope="row">{row.leadNumber ?? '?'}</th>
                {row.dancePlaces.map((place, d) => (
                  <td key={d}>{placeText(place)}</td>
                ))}
                <td>{row.total}</td>
                <td>{placeText(row.place)}</td>
                <td>{row.decidedBy}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {finalTable.tieBreaks && (
        <ol aria-label="Tie-breaks">
          {finalTable.tieBreaks.map((step, i) => (
            <TieBreak key={i} step={step} label={label} />
          ))}
        </ol>
      )}
    </>
  );
}
