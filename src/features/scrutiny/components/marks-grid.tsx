// Every judge's marks for a round side by side, one table per dance (couples by number, judges by letter).
import Table from 'react-bootstrap/Table';
import { ScrollBox } from '../../../components/scroll-box';
import type { JudgeMarks } from '../../../domain/model';
import type { FloorCouple } from '../../../domain/rounds';
import type { PanelJudge } from '../../../domain/results';

export interface MarksGridProps {
  dances: readonly string[];
  couples: readonly FloorCouple[];
  panel: readonly PanelJudge[];
  marks: Readonly<Record<string, JudgeMarks>>;
  kind: 'recall' | 'final';
  /** Marks to draw attention to (the chairman's anomalies), with why. */
  flagged?: (judgeKey: string, dance: string, entryId: string) => string | null;
}

function cellText(kind: MarksGridProps['kind'], mark: number | undefined): string {
  if (mark === undefined) return '';
  if (kind === 'recall') return mark === 1 ? 'X' : '';
  return String(mark);
}

export function MarksGrid({ dances, couples, panel, marks, kind, flagged }: MarksGridProps) {
  return (
    <>
      {dances.map((dance) => (
        <ScrollBox key={dance} label={`Marks in ${dance}, scrolls sideways`}>
        <Table size="sm" bordered aria-label={`Marks in ${dance}`} className="text-center w-auto">
          <caption className="caption-top">{dance}</caption>
          <thead>
            <tr>
              <th scope="col">Couple</th>
              {panel.map((judge) => (
                <th scope="col" key={judge.key} title={judge.name}>
                  {judge.label}
                </th>
              ))}
              {kind === 'recall' && <th scope="col">Total</th>}
            </tr>
          </thead>
          <tbody>
            {couples.map((couple) => {
              const row = panel.map((judge) => marks[judge.key]?.dances?.[dance]?.[couple.entryId]);
              return (
                <tr key={couple.entryId}>
                  <th scope="row">{couple.leadNumber ?? couple.leadName}</th>
                  {panel.map((judge, j) => {
                    const why = flagged?.(judge.key, dance, couple.entryId) ?? null;
                    return (
                      <td key={judge.key} className={why ? 'table-danger fw-bold' : undefined} title={why ?? undefined} aria-label={why ? `${cellText(kind, row[j]) || 'blank'}, flagged: ${why}` : undefined}>
                        {cellText(kind, row[j])}
                      </td>
                    );
                  })}
                  {kind === 'recall' && <td>{row.filter((m) => m === 1).length}</td>}
                </tr>
              );
            })}
          </tbody>
        </Table>
        </ScrollBox>
      ))}
    </>
  );
}
