// What a posted round meant for one couple, read from the summaries: posting fills the next round's floor in
// the same update, so a couple on the next danced round's floor was recalled. A dancer's page then need not
// read the round's saved result (every couple's marks, 5–12 KB a round) to say "Recalled".
import { type CompetitionEvent, RoundState } from '../model';
import { roundsInOrder } from '../event-snapshot';

export type PostedOutcome = { kind: 'recalled' } | { kind: 'not-recalled' } | { kind: 'final' };

/**
 * `floors` is the couple's competitorEntries `rounds` (round number → place on that round's floor). Undefined
 * when the round is not posted; `final` when no later round is danced (its place is in the event's final result).
 */
export function postedOutcome(event: CompetitionEvent | undefined, roundNumber: number, floors: Readonly<Record<string, number>> | undefined): PostedOutcome | undefined {
  const rounds = event ? roundsInOrder(event) : [];
  const round = rounds.find((r) => r.roundNumber === roundNumber);
  if (round?.roundState !== RoundState.Posted) return undefined;
  const next = rounds.find((r) => r.roundNumber > roundNumber && r.roundState !== RoundState.Skipped);
  if (!next) return { kind: 'final' };
  return floors?.[String(next.roundNumber)] !== undefined ? { kind: 'recalled' } : { kind: 'not-recalled' };
}
