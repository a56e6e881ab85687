// Saved results (resultsSaved/<event>): validated, so a malformed record shows an error, never a crash.
// Shapes: src/domain/records/results-saved.ts, the one declaration the scrutineer's writer shares.
import type { FinalResults } from '../../domain/records';
import type { PostedEventResults, SavedRound } from '../../domain/rounds';
import { lazySchema } from '../lazy-schema';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const eventResultsSchema = lazySchema('eventResultsSchema');
const finalResultsSchema = lazySchema('finalResultsSchema');
const roundResultSchema = lazySchema('roundResultSchema');

/** Every posted round of one event, and its final places. */
export function useEventResults(eventName: string | null): DbValue<PostedEventResults> {
  return useDbValue(eventName === null ? null : paths.eventResults(eventName), eventResultsSchema);
}

/** Only the final places: small, for listings and a competitor's heat sheet. */
export function useFinalResults(eventName: string | null): DbValue<FinalResults> {
  return useDbValue(eventName === null ? null : paths.finalResults(eventName), finalResultsSchema);
}

/** One posted round (the live round view). */
export function useRoundResults(eventName: string | null, roundNumber: number | null): DbValue<SavedRound> {
  const path = eventName === null || roundNumber === null ? null : paths.roundResults(eventName, roundNumber);
  return useDbValue(path, roundResultSchema);
}
