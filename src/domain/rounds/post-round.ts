// Posting a round: its results become public and the recalled couples go onto the next round's floor.
import { RoundState, type RoundEntry } from '../model';
import type { FinalResults, FinalRoundResult, RecallRoundResult } from '../results';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type Requester, checkedTransition } from './checked-transition';
import type { EventSnapshot } from '../event-snapshot';
import { isStarted, nextDancedRound } from './guards';
import { RoundOperationError } from './round-errors';

export interface PostRoundInput {
  /** Entry ids recalled to the next round (from the recall tally or the chairman's choice); not for a final. */
  recalled?: readonly string[];
  /** resultsSaved/<event>/<round>, as built by src/domain/results. */
  savedResults: RecallRoundResult | FinalRoundResult;
  /** resultsSaved/<event>/finalResults; required when posting the final. */
  finalResults?: FinalResults;
}

export function postRound(snapshot: EventSnapshot, roundNumber: number, input: PostRoundInput, who: Requester): TreeUpdate {
  const { rounds, index, round } = checkedTransition(snapshot, roundNumber, RoundState.Posted, who);
  const name = snapshot.event.eventName;
  const update: TreeUpdate = {
    [paths.roundField(name, roundNumber, 'roundState')]: RoundState.Posted,
    [paths.roundResults(name, roundNumber)]: input.savedResults,
  };
  if (index === rounds.length - 1) {
    if (input.finalResults === undefined) {
      throw new RoundOperationError('missing-results', `Posting ${round.roundName} of ${name} needs its final results.`);
    }
    return { ...update, [paths.finalResults(name)]: input.finalResults };
  }
  const target = nextDancedRound(rounds, index);
  if (!target) return update;
  if (isStarted(target)) {
    throw new RoundOperationError('target-started', `${target.roundName} of ${name} has already started; reopen it before posting ${round.roundName}.`);
  }
  const recalled = recalledEntries(round.entries ?? {}, input.recalled, round.roundName);
  return {
    ...update,
    [paths.roundField(name, target.roundNumber, 'entries')]: recalled,
    [paths.roundField(name, target.roundNumber, 'roundState')]: RoundState.Initialized,
    // The final places everyone recalled into it (a tie at the cut may bring one more than planned).
    ...(target === rounds[rounds.length - 1] ? { [paths.roundField(name, target.roundNumber, 'recallSize')]: Object.keys(recalled).length } : {}),
  };
}

function recalledEntries(
  entries: Readonly<Record<string, RoundEntry>>,
  recalled: readonly string[] | undefined,
  roundName: string,
): Record<string, RoundEntry> {
  if (!recalled || recalled.length === 0) {
    throw new RoundOperationError('missing-results', `Posting ${roundName} needs the list of recalled couples.`);
  }
  const strangers = recalled.filter((entryId) => !(entryId in entries));
  if (strangers.length > 0) {
    throw new RoundOperationError('not-recalled-from-round', `${strangers.join(', ')} did not dance ${roundName} and cannot be recalled from it.`);
  }
  // Check-in is per round: the deck captain checks the recalled couples in again on the next floor.
  return Object.fromEntries(recalled.map((entryId) => {
    const { checkedIn: _checkedIn, ...couple } = entries[entryId];
    return [entryId, couple];
  }));
}
