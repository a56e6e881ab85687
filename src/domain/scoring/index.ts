// The scrutineering engine: recalls (rule 1) and the Skating System for finals (rules 5-11).
// Pure functions; couple ids are strings, places are numbers (shared places are means: 2.5, 3.5).

export { placeSingleDance, type SingleDanceResult } from './single-dance';
export { placeMultiDance, type MultiDanceResult } from './multi-dance';
export { tallyRecalls, type RecallOption, type RecallTally } from './recalls';
export {
  explainFinal,
  explainMultiDance,
  explainSingleDance,
  type CumulativeCell,
  type DanceExplanation,
  type DanceRow,
  type FinalExplanation,
  type Rule10Explanation,
  type Rule11Explanation,
  type SummaryRow,
  type TieBreakExplanation,
} from './explain';
export type { Decision, DefaultPlacement, Rule10Entry, Rule10Working } from './tie-breaks';
export { MarkSheetError, RecallRequestError, ScoringError, type MarkSheetLocation, type MarkSheetProblem } from './errors';
export * from './cumulative';
export { scoreFinal } from './multi-dance';
export { badRecallMark } from './recalls';
export { explainFinalScore } from './explain';
export { tallyRecallSheet } from './recalls';
