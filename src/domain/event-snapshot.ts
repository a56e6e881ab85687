// The values a round operation reads: one event with its marks and saved results, as the database holds them.
import type { CompetitionEvent, JudgeMarks, Round, RoundEntry } from './model';

/** marks/<event>: round number → judge key → that judge's marks. */
export type EventMarks = Readonly<Record<string, Readonly<Record<string, JudgeMarks>>>>;

/** resultsSaved/<event>: round number → saved round results, plus `finalResults`. Opaque here. */
export type EventResults = Readonly<Record<string, unknown>>;

export interface EventSnapshot {
  event: CompetitionEvent;
  marks?: EventMarks;
  results?: EventResults;
}

/** Rounds in order, first to final. Works on the sparse arrays the database returns for numeric keys too. */
export function roundsInOrder(event: CompetitionEvent): Round[] {
  return Object.values(event.rounds ?? {})
    .filter((round): round is Round => round !== null && round !== undefined)
    .sort((a, b) => a.roundNumber - b.roundNumber);
}

export function roundEntriesOf(round: Round): Record<string, RoundEntry> {
  return { ...(round.entries ?? {}) };
}

export function entryCountOf(round: Round): number {
  return Object.keys(round.entries ?? {}).length;
}

export function isFinalRound(event: CompetitionEvent, roundNumber: number): boolean {
  const rounds = roundsInOrder(event);
  return rounds.length > 0 && rounds[rounds.length - 1].roundNumber === roundNumber;
}

/** The marks of one round, or {} when no judge has saved any. */
export function roundMarksOf(marks: EventMarks | undefined, roundNumber: number): Readonly<Record<string, JudgeMarks>> {
  return marks?.[String(roundNumber)] ?? {};
}
