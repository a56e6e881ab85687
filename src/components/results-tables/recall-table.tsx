import { Fragment } from 'react';
import Table from 'react-bootstrap/Table';
import type { RecallRoundResult } from '../../domain/results';
import { CoupleCells } from './couple-cells';
import { JudgeCountsTable } from './judge-counts-table';
import { RecallDecision } from './recall-decision';
import { type RowOrder, orderRows } from './row-order';
import { ScrollTable } from './scroll-table';

export interface RecallTableProps {
  roundName: string;
  result: RecallRoundResult;
  highlight: string | null;
  /** Place order (most marks first, the default) or couple-number order. */
  order?: RowOrder;
}

/**
 * Every judge's recall marks in every dance, each couple's total, and who goes through; how the cut
 * was made and how many couples each judge marked.
 */
export function RecallTable({ roundName, result, highlight, order = 'place' }: RecallTableProps) {
  const { sumRecalls, placements } = result;
  const couples = new Map(placements.map((p) => [p.entryId, p]));
  const multiDance = sumRecalls.dances.length > 1;
  return (
    <>
      <RecallDecision sumRecalls={sumRecalls} />
      <ScrollTable label={`${roundName} recall marks`}>
        <Table size="sm" bordered className="results-table" aria-label={`${roundName} recall marks`}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="results-sticky">No.</th>
              <th scope="col" rowSpan={2} className="results-couple">Couple</th>
              {sumRecalls.dances.map((dance) => (
                <th key={dance} scope="colgroup" colSpan={sumRecalls.judges.length + (multiDance ? 1 : 0)} className="results-group-start">{dance}</th>
              ))}
              <th scope="col" rowSpan={2}>Total</th>
              <th scope="col" rowSpan={2}>Recalled</th>
            </tr>
            <tr>
              {sumRecalls.dances.map((dance) => (
                <Fragment key={dance}>
                  {sumRecalls.judges.map((judge, j) => (
                    <th key={judge.key} scope="col" className={j === 0 ? 'results-group-start' : undefined} title={`Judge ${judge.label}`}>{judge.label}</th>
                  ))}
                  {multiDance && <th scope="col">Sum</th>}
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {orderRows(sumRecalls.rows, order).map((row) => (
              <tr key={row.entryId} className={row.entryId === highlight ? 'results-highlight' : undefined} aria-current={row.entryId === highlight ? 'true' : undefined}>
                <CoupleCells couple={couples.get(row.entryId)} />
                {row.marks.map((judgeMarks, d) => (
                  <Fragment key={sumRecalls.dances[d]}>
                    {judgeMarks.map((mark, j) => (
                      <td key={j} className={j === 0 ? 'results-group-start' : undefined}>{mark === 1 ? 'X' : ''}</td>
                    ))}
                    {multiDance && <td>{row.danceTotals[d]}</td>}
                  </Fragment>
                ))}
                <td className="fw-bold">{row.total}</td>
                <td>{row.recalled ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollTable>
      {sumRecalls.judgeCounts.length > 0 && <JudgeCountsTable roundName={roundName} sumRecalls={sumRecalls} />}
    </>
  );
}
