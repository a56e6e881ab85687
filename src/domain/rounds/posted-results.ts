// What resultsSaved/<event> holds once read: the posted rounds by number, and the event's final places.
// Written by postRound (the records src/domain/results builds), read by the results page and the MC.
import type { FinalResults, FinalRoundResult, RecallRoundResult } from '../results';

/** One posted round's record, tagged with its kind. */
export type SavedRound = { kind: 'recall'; result: RecallRoundResult } | { kind: 'final'; result: FinalRoundResult };

export interface PostedEventResults {
  /** Posted rounds by round number. */
  rounds: Record<number, SavedRound>;
  finalResults?: FinalResults;
}
