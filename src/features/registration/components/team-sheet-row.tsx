// One couple of the team sheet: its names and its events by column, checked as it is typed (the sheet's own checks)
// and against the eligibility rules as the boxes are ticked (issue 31): a box the couple may not tick is marked with
// one sentence, and a clash between ticked boxes is said once, naming the box to untick.
import Form from 'react-bootstrap/Form';
import type { UseFormRegister } from 'react-hook-form';
import type { CompetitionEvent } from '../../../domain/model';
import type { RowProblem } from '../../../domain/registration';
import { useEligibilityAsTicked } from '../hooks/use-eligibility-as-ticked';

export interface TeamSheetRowValues { leadName: string; followName: string; events: string[] }
export interface TeamSheetValues {
  affiliation: string;
  affiliationOther: string;
  waiver: boolean;
  mediaRelease: boolean;
  rows: TeamSheetRowValues[];
}

export interface TeamSheetRowProps {
  index: number;
  values: Partial<TeamSheetRowValues> | undefined;
  /** Open events, in the sheet's column order. */
  open: readonly CompetitionEvent[];
  events: Readonly<Record<string, CompetitionEvent>>;
  problem: RowProblem | null;
  register: UseFormRegister<TeamSheetValues>;
}

const NO_TICKS: readonly string[] = [];

export function TeamSheetRow({ index, values, open, events, problem, register }: TeamSheetRowProps) {
  const ticked = Array.isArray(values?.events) ? values.events : NO_TICKS;
  const eligibility = useEligibilityAsTicked(values?.leadName ?? '', values?.followName ?? '', ticked, events);
  const row = index + 1;
  const problemId = `team-row-${index}-problem`;
  const described = problem ? problemId : undefined;
  const marked = open.filter((event) => eligibility.marks[event.eventName] !== undefined);
  const markId = (eventName: string) => `team-row-${index}-mark-${open.findIndex((event) => event.eventName === eventName)}`;
  const notes = problem !== null || marked.length > 0 || eligibility.conflicts.length > 0;
  return (
    <>
      <tr>
        <th scope="row">{row}</th>
        <td>
          <Form.Control size="sm" aria-label={`Row ${row} lead's full name`} autoComplete="off" aria-invalid={problem?.field === 'leadName' || undefined}
            aria-describedby={problem?.field === 'leadName' ? described : undefined} {...register(`rows.${index}.leadName`)} />
        </td>
        <td>
          <Form.Control size="sm" aria-label={`Row ${row} follow's full name`} autoComplete="off" aria-invalid={problem?.field === 'followName' || undefined}
            aria-describedby={problem?.field === 'followName' ? described : undefined} {...register(`rows.${index}.followName`)} />
        </td>
        {open.map((event) => {
          const mark = eligibility.marks[event.eventName];
          const describedBy = [problem?.field === 'events' ? described : null, mark !== undefined ? markId(event.eventName) : null].filter(Boolean).join(' ');
          return (
            <td key={event.eventName} className={`text-center${mark !== undefined ? ' table-warning' : ''}`}>
              <Form.Check.Input type="checkbox" value={event.eventName} aria-label={`Row ${row} ${event.eventName}`}
                aria-describedby={describedBy || undefined} {...register(`rows.${index}.events`)} />
              {mark !== undefined && <span className="d-block small" aria-hidden="true">not allowed</span>}
            </td>
          );
        })}
      </tr>
      {notes && (
        <tr>
          <td />
          <td colSpan={2 + open.length}>
            {problem && <div id={problemId} className="small text-danger" role="status">Row {row}: {problem.message}</div>}
            <div role="status" aria-label={`Row ${row} events that clash`}>
              {eligibility.conflicts.map((sentence) => <div key={sentence} className="small text-danger-emphasis">Row {row}: {sentence}</div>)}
            </div>
            {marked.map((event) => (
              <div key={event.eventName} id={markId(event.eventName)} className="small text-secondary">
                {event.eventName} not allowed: {eligibility.marks[event.eventName]}
              </div>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}
