// Builders of the records the scrutineer saves when posting a round (shapes in ./types).

export { buildRecallResult, type RecallResultInput } from './build-recall-result';
export { buildFinalResult, type FinalResultInput } from './build-final-result';
export { buildFinalResults } from './build-final-results';
export { RecallNeedsChairmanError } from './errors';
export type { ChairmanChoice } from './chairman-cut';
export type { RoundSheetInput } from './round-sheet';
export type * from './types';
export * from './announce-order';
export * from './compute-round';
export * from './judge-panel';
export * from './team-placings';
