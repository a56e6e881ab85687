// Typed errors of the scoring engine. The message is written for the scrutineer at the table:
// it names the judge, the couple(s) and the dance, so the sheet can be taken back to that judge.

/** Every way a mark sheet can be unusable. Screens may switch on it; the message is already readable. */
export type MarkSheetProblem =
  /** The sheet (or one dance of it) is not a record keyed by couple or dance: null, a list, text… */
  | 'not-a-sheet'
  | 'no-couples'
  | 'no-judges'
  | 'no-dances'
  | 'judge-count-mismatch'
  | 'couple-mismatch'
  | 'non-integer-mark'
  /** A mark that is not a number at all (text such as "1", nothing, an object). */
  | 'non-numeric-mark'
  | 'place-out-of-range'
  | 'duplicate-place'
  | 'missing-place'
  | 'invalid-recall-mark'
  | 'missing-judge'
  | 'extra-judge'
  | 'missing-mark'
  | 'unknown-couple'
  | 'unknown-dance';

export interface MarkSheetLocation {
  /** The dance the problem is in; absent for a single-dance sheet without a name. */
  dance?: string;
  /** The judge as the sheet names them ("3" for the third judge of a bare array, or the judge key). */
  judge?: string;
  /** 0-based position of the judge in the sheet, when known. */
  judgeIndex?: number;
  /** Couple ids (entry ids, or the keys of the marks record) involved. */
  couples?: readonly string[];
}

/** Base class, so callers can catch anything the engine refuses with one `instanceof`. */
export class ScoringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A mark sheet that cannot be scored as given. */
export class MarkSheetError extends ScoringError {
  readonly problem: MarkSheetProblem;
  readonly dance: string | undefined;
  readonly judge: string | undefined;
  readonly judgeIndex: number | undefined;
  readonly couples: readonly string[];

  constructor(problem: MarkSheetProblem, message: string, where: MarkSheetLocation = {}) {
    super(message);
    this.problem = problem;
    this.dance = where.dance;
    this.judge = where.judge;
    this.judgeIndex = where.judgeIndex;
    this.couples = where.couples ?? [];
  }
}

/**
 * A recall request or chairman's choice the engine cannot honour: a count below 1 or not a whole
 * number, or a cut the tally did not offer. `requested` is the value refused, as it was given.
 */
export class RecallRequestError extends ScoringError {
  readonly requested: number;

  constructor(requested: number, message: string) {
    super(message);
    this.requested = requested;
  }
}
