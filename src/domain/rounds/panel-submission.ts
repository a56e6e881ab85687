// Whether every judge on the round's panel has submitted: the round may then move from Running to
// Marked (the scrutineer's screen can do it by itself or offer it first). A judge's marks saved
// one by one do not count until the judge submits them (submittedAt is set).
import type { JudgeMarks } from '../model';
import { RoundState } from '../model';

export interface PanelSubmission {
  /** Panel judges who have submitted, in panel order. */
  submitted: string[];
  /** Panel judges still to submit, in panel order. */
  pending: string[];
  /** True when the panel has at least one judge and every one of them has submitted. */
  complete: boolean;
}

/** `panel`: the judge keys marking the round; `marks`: marks/<event>/<round> (judge key → marks). */
export function panelSubmission(panel: readonly string[], marks: Readonly<Record<string, JudgeMarks | undefined>>): PanelSubmission {
  const judges = [...new Set(panel)];
  const submitted = judges.filter((judge) => marks[judge]?.submittedAt !== undefined);
  const pending = judges.filter((judge) => marks[judge]?.submittedAt === undefined);
  return { submitted, pending, complete: judges.length > 0 && pending.length === 0 };
}

/** A Running round whose whole panel has submitted may move to Marked; any other round may not. */
export function mayMoveToMarked(roundState: RoundState, panel: readonly string[], marks: Readonly<Record<string, JudgeMarks | undefined>>): boolean {
  return roundState === RoundState.Running && panelSubmission(panel, marks).complete;
}
