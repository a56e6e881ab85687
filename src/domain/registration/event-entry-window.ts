// Registration follows the day (issue 31): an event takes no new entries and no withdrawals from competitors
// once its first danced round has started, so a late couple cannot enter a posted final and a placement never
// disappears from a dancer's page. The database rules check the same (database.rules.json, events/$event/entries);
// the organiser can still add or scratch a couple from the consoles.
import { type CompetitionEvent, RoundState } from '../model';

const STARTED: ReadonlySet<number> = new Set([RoundState.Running, RoundState.Marked, RoundState.Posted]);

/**
 * The number of the event's first round that will be danced (skipped rounds pass their couples on) when it
 * has started, else null. The rules look through one skipped round (round 1 Skipped, round 2 started); the
 * domain follows every skipped round, so it refuses at least whatever the rules refuse.
 */
export function startedFirstRound(event: CompetitionEvent): number | null {
  const rounds = event.rounds ?? {};
  for (let n = 1; rounds[n] !== undefined; n += 1) {
    const state = rounds[n]!.roundState;
    if (state === RoundState.Skipped) continue;
    return STARTED.has(state) ? n : null;
  }
  return null;
}

/** Why a competitor can no longer enter the event, in a sentence; null while it takes entries. */
export function eventEntryClosed(event: CompetitionEvent): string | null {
  const round = startedFirstRound(event);
  if (round === null) return null;
  return `Closed for new entries: its ${roundWord(event, round)} has started. Ask the organiser at the desk.`;
}

/** Why a competitor can no longer withdraw from the event, in a sentence; null while they may. */
export function eventWithdrawalClosed(event: CompetitionEvent): string | null {
  const round = startedFirstRound(event);
  if (round === null) return null;
  return `You can no longer withdraw from ${event.eventName}: its ${roundWord(event, round)} has started. Ask the organiser to scratch the couple.`;
}

function roundWord(event: CompetitionEvent, n: number): string {
  return event.rounds?.[n]?.roundName === 'Final' ? 'final' : 'first round';
}
