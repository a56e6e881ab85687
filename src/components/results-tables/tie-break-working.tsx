// Rules 10 and 11 as a scrutineer writes them on the sheet: rule 10 as the cumulative place columns
// over the tied couples' dance places (sums in brackets where compared), rule 11 as every pooled mark
// and its cumulative columns, and a line for the couple a step leaves to take the next place by default.
import { Fragment } from 'react';
import Table from 'react-bootstrap/Table';
import { columnHeading } from '../../domain/scoring';
import type { DefaultPlacementRecord, ResultCell, ResultJudge, Rule10Record, Rule11Record, TieBreakRecord } from '../../domain/results';
import { cellText, numberText, placeText } from './result-format';
import { ScrollTable } from './scroll-table';

type NumberOf = (entryId: string) => string;

function decidedClass(c: number, decidedAt: number, start = 0): string | undefined {
  if (c === decidedAt) return 'results-decided';
  return c < start ? 'results-unused' : undefined;
}

function DefaultRow({ placed, columnCount }: { placed: DefaultPlacementRecord; columnCount: number }) {
  return (
    <tr aria-label={`${numberText(placed.leadNumber)} placed by default`}>
      <th scope="row" className="results-sticky">{numberText(placed.leadNumber)}</th>
      {Array.from({ length: columnCount }, (_, c) => (
        <td key={c} className={c === 0 ? 'results-group-start' : undefined}>{placed.cells[c] ? cellText(placed.cells[c]) : ''}</td>
      ))}
      <td className="results-group-start">{placeText(placed.place)} by default</td>
    </tr>
  );
}

/** The place a step gives a couple: won, left alone and placed by default, or nothing yet. */
function placeCell(entryId: string, winners: readonly string[], place: number, placed: DefaultPlacementRecord | undefined): string {
  if (winners.includes(entryId)) return placeText(place);
  return placed?.entryId === entryId ? `${placeText(placed.place)} by default` : '';
}

function rule10Outcome(step: Rule10Record, numberOf: NumberOf): string {
  if (step.outcome === 'rule11') return `Still equal in column ${columnHeading(step.column ?? step.place - 1)}: rule 11 decides between ${(step.toRule11 ?? []).map(numberOf).join(' and ')}.`;
  const how = step.outcome === 'count' ? 'the most dances placed that high' : 'the lower sum of those places';
  return `${numberOf(step.winner ?? '')} takes place ${placeText(step.place)} on ${how}.`;
}

/** Records saved before issue 22 carry no cells: their working stays a sentence. */
function Rule10Sentence({ step, numberOf }: { step: Rule10Record; numberOf: NumberOf }) {
  return (
    <p className="mb-1">
      {step.entries.map((e) => `${numberOf(e.entryId)} placed ${placeText(step.place)} or better in ${e.count} ${e.count === 1 ? 'dance' : 'dances'} (sum ${e.sum})`).join('; ')}
    </p>
  );
}

function Rule10({ step, numberOf }: { step: Rule10Record; numberOf: NumberOf }) {
  const label = `Rule 10 for place ${placeText(step.place)}`;
  const column = step.column ?? step.place - 1;
  const columns = step.columns ?? [];
  const withCells = columns.length > 0 && step.entries.every((e) => e.cells !== undefined);
  return (
    <li className="mb-2">
      <strong>{label}</strong>: couples {step.entries.map((e) => numberOf(e.entryId)).join(', ')} tied on their total; their dance places counted in column {columnHeading(column)}.
      {withCells ? (
        <ScrollTable label={label}>
          <Table size="sm" bordered className="results-table mt-1 w-auto" aria-label={label}>
            <thead>
              <tr>
                <th scope="col" className="results-sticky">No.</th>
                {columns.map((heading, c) => (
                  <th key={heading} scope="col" className={c === 0 ? 'results-group-start' : undefined}>{heading}</th>
                ))}
                <th scope="col" className="results-group-start">Place</th>
              </tr>
            </thead>
            <tbody>
              {step.entries.map((entry) => (
                <tr key={entry.entryId}>
                  <th scope="row" className="results-sticky">{numberText(entry.leadNumber)}</th>
                  {(entry.cells ?? []).map((cell, c) => (
                    <td key={c} className={[c === 0 ? 'results-group-start' : '', decidedClass(c, column) ?? ''].join(' ').trim() || undefined}>{cellText(cell)}</td>
                  ))}
                  <td className="results-group-start">{placeCell(entry.entryId, step.winner === undefined ? [] : [step.winner], step.place, step.placedByDefault)}</td>
                </tr>
              ))}
              {step.placedByDefault && !step.entries.some((e) => e.entryId === step.placedByDefault?.entryId) && (
                <DefaultRow placed={step.placedByDefault} columnCount={columns.length} />
              )}
            </tbody>
          </Table>
        </ScrollTable>
      ) : (
        <Rule10Sentence step={step} numberOf={numberOf} />
      )}
      <p className="mb-0">{rule10Outcome(step, numberOf)}</p>
    </li>
  );
}

function PooledMarks({ marks, judgeCount, danceCount }: { marks: number[][] | undefined; judgeCount: number; danceCount: number }) {
  return (
    <>
      {Array.from({ length: danceCount }, (_, d) =>
        Array.from({ length: judgeCount }, (_, j) => (
          <td key={`${d}-${j}`} className={j === 0 ? 'results-group-start' : undefined}>{marks?.[d]?.[j] ?? ''}</td>
        )),
      )}
    </>
  );
}

function Rule11({ step, numberOf, judges, dances }: { step: Rule11Record; numberOf: NumberOf; judges: readonly ResultJudge[]; dances: readonly string[] }) {
  const label = `Rule 11 for place ${placeText(step.place)}`;
  const winners = step.winners.map(numberOf).join(' and ');
  const pooled = step.rows.some((row) => row.marks !== undefined) ? dances.length : 0;
  const placeCells = (cells: ResultCell[]) =>
    cells.map((cell, c) => (
      <td key={c} className={[c === 0 ? 'results-group-start' : '', decidedClass(c, step.decidedAtColumn, step.startColumn) ?? ''].join(' ').trim() || undefined}>
        {c <= step.decidedAtColumn ? cellText(cell) : ''}
      </td>
    ));
  return (
    <li className="mb-2">
      <strong>{label}</strong>: all {step.markCount} marks of the tied couples counted as one dance, majority {step.majority}, from column{' '}
      {step.columns[step.startColumn] ?? columnHeading(step.startColumn)}.
      <ScrollTable label={label}>
        <Table size="sm" bordered className="results-table mt-1 w-auto" aria-label={label}>
          <thead>
            <tr>
              <th scope="col" rowSpan={pooled > 0 ? 2 : 1} className="results-sticky">No.</th>
              {dances.slice(0, pooled).map((dance) => (
                <th key={dance} scope="colgroup" colSpan={judges.length} className="results-group-start">{dance}</th>
              ))}
              {step.columns.map((column, c) => (
                <th key={column} scope="col" rowSpan={pooled > 0 ? 2 : 1} className={[c === 0 ? 'results-group-start' : '', c < step.startColumn ? 'results-unused' : ''].join(' ').trim() || undefined}>{column}</th>
              ))}
              <th scope="col" rowSpan={pooled > 0 ? 2 : 1} className="results-group-start">Place</th>
            </tr>
            {pooled > 0 && (
              <tr>
                {dances.map((dance) => (
                  <Fragment key={dance}>
                    {judges.map((judge, j) => (
                      <th key={judge.key} scope="col" className={j === 0 ? 'results-group-start' : undefined} title={`Judge ${judge.label}, ${dance}`}>{judge.label}</th>
                    ))}
                  </Fragment>
                ))}
              </tr>
            )}
          </thead>
          <tbody>
            {step.rows.map((row) => (
              <tr key={row.entryId}>
                <th scope="row" className="results-sticky">{numberText(row.leadNumber)}</th>
                {pooled > 0 && <PooledMarks marks={row.marks} judgeCount={judges.length} danceCount={pooled} />}
                {placeCells(row.cells)}
                <td className="results-group-start">{placeCell(row.entryId, step.winners, step.place, step.placedByDefault)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollTable>
      <p className="mb-0">{step.shared ? `${winners} share the place.` : `${winners} takes the place.`}</p>
      {step.placedByDefault && !step.rows.some((row) => row.entryId === step.placedByDefault?.entryId) && <DefaultLine placed={step.placedByDefault} />}
    </li>
  );
}

/** After rule 11 the couple left alone takes the next place; its place columns, nothing compared. */
function DefaultLine({ placed }: { placed: DefaultPlacementRecord }) {
  const label = `${numberText(placed.leadNumber)} placed ${placeText(placed.place)} by default`;
  return (
    <ScrollTable label={label}>
      <Table size="sm" bordered className="results-table mt-1 w-auto" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="results-sticky">No.</th>
            {placed.cells.map((_, c) => <th key={c} scope="col" className={c === 0 ? 'results-group-start' : undefined}>{columnHeading(c)}</th>)}
            <th scope="col" className="results-group-start">Place</th>
          </tr>
        </thead>
        <tbody>
          <DefaultRow placed={placed} columnCount={placed.cells.length} />
        </tbody>
      </Table>
    </ScrollTable>
  );
}

export interface TieBreakWorkingProps {
  steps: readonly TieBreakRecord[];
  numberOf: NumberOf;
  /** The panel and the dances, in the order of rule 11's pooled marks. */
  judges: readonly ResultJudge[];
  dances: readonly string[];
}

/** Rules 10 and 11 step by step, as the scrutineer applied them. */
export function TieBreakWorking({ steps, numberOf, judges, dances }: TieBreakWorkingProps) {
  return (
    <section aria-label="Tie-breaks" className="mb-3">
      <h4 className="h6">Tie-breaks</h4>
      <ol className="small ps-3">
        {steps.map((step, i) => (step.rule === 'R10' ? <Rule10 key={i} step={step} numberOf={numberOf} /> : <Rule11 key={i} step={step} numberOf={numberOf} judges={judges} dances={dances} />))}
      </ol>
    </section>
  );
}
