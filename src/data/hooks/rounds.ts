// Reads of single rounds, so a round's page downloads that round and not its whole event.
import type { Round } from '../../domain/model';
import { paths } from '../paths';
import { lazySchema } from '../lazy-schema';
import { type DbValue, useDbValue } from '../use-db-value';

const roundSchema = lazySchema('roundSchema');

/** One round with its couples (the live round view). */
export function useRound(eventName: string | null, roundNumber: number | null): DbValue<Round> {
  const path = eventName === null || roundNumber === null ? null : paths.round(eventName, roundNumber);
  return useDbValue(path, roundSchema);
}

const roundNameSchema = lazySchema('roundNameSchema');

/** Only the round's name (a results page heading): a few bytes instead of the round's couples. */
export function useRoundName(eventName: string | null, roundNumber: number | null): DbValue<string> {
  const path = eventName === null || roundNumber === null ? null : paths.roundField(eventName, roundNumber, 'roundName');
  return useDbValue(path, roundNameSchema);
}
