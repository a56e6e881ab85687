import Table from 'react-bootstrap/Table';
import type { Rule10Record, Rule11Record, TieBreakRecord } from '../../domain/results/types';
import { cellText, numberText, placeText } from './result-format';
import { ScrollTable } from './scroll-table';

type NumberOf = (entryId: string) => string;

function Rule10({ step, numberOf }: { step: Rule10Record; numberOf: NumberOf }) {
  const tied = step.entries.map((e) => numberOf(e.entryId)).join(', ');
  const outcome =
    step.outcome === 'rule11'
      ? `still equal, so rule 11 decides between ${(step.toRule11 ?? []).map(numberOf).join(' and ')}.`
      : `${numberOf(step.winner ?? '')} takes place ${placeText(step.place)} on ${step.outcome === 'count' ? 'the most dances placed that high' : 'the lower sum of those places'}.`;
  return (
    <li className="mb-2">
      <strong>Rule 10 for place {placeText(step.place)}</strong> (couples {tied} tied on their total):{' '}
      {step.entries.map((e) => `${numberOf(e.entryId)} placed ${placeText(step.place)} or better in ${e.count} ${e.count === 1 ? 'dance' : 'dances'} (sum ${e.sum})`).join('; ')}
      ; {outcome}
    </li>
  );
}

function Rule11({ step, numberOf }: { step: Rule11Record; numberOf: NumberOf }) {
  const label = `Rule 11 for place ${placeText(step.place)}`;
  const winners = step.winners.map(numberOf).join(' and ');
  return (
    <li className="mb-2">
      <strong>{label}</strong>: all {step.markCount} marks of the tied couples counted as one dance, majority {step.majority};{' '}
      {step.shared ? `${winners} share the place.` : `${winners} takes it.`}
      <ScrollTable label={label}>
        <Table size="sm" bordered className="results-table mt-1" aria-label={label}>
          <thead>
            <tr>
              <th scope="col" className="results-sticky">No.</th>
              {step.columns.map((column, c) => (
                <th key={column} scope="col" className={c === step.startColumn ? 'results-group-start' : c < step.startColumn ? 'results-unused' : undefined}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {step.rows.map((row) => (
              <tr key={row.entryId}>
                <th scope="row" className="results-sticky">{numberText(row.leadNumber)}</th>
                {row.cells.map((cell, c) => (
                  <td key={c} className={c === step.decidedAtColumn ? 'results-decided' : c < step.startColumn ? 'results-unused' : undefined}>
                    {c <= step.decidedAtColumn ? cellText(cell) : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollTable>
    </li>
  );
}

/** Rules 10 and 11 step by step, as the scrutineer applied them. */
export function TieBreakWorking({ steps, numberOf }: { steps: readonly TieBreakRecord[]; numberOf: NumberOf }) {
  return (
    <section aria-label="Tie-breaks" className="mb-3">
      <h4 className="h6">Tie-breaks</h4>
      <ol className="small ps-3">
        {steps.map((step, i) => (step.rule === 'R10' ? <Rule10 key={i} step={step} numberOf={numberOf} /> : <Rule11 key={i} step={step} numberOf={numberOf} />))}
      </ol>
    </section>
  );
}
