// A judge's rounds: those whose panel the judge sits on, in running order (the first heat the round is
// danced in; rounds not yet in the running order follow, by schedule index).
import type { CompetitionEvent, ScheduleSlot } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { floorHeatsInOrder, heatRoundKey } from '../running-order';
import { isOnRoundPanel, type PanelContext } from './round-panel';

export interface JudgeRoundRef {
  eventName: string;
  roundNumber: number;
  /** The heat numbers the round is danced in, in order; empty when it is not in the running order. */
  heatNumbers: number[];
}

export function judgeRoundsInOrder(
  context: PanelContext,
  events: Readonly<Record<string, CompetitionEvent>>,
  slots: Readonly<Record<string, ScheduleSlot>>,
  judgeKey: string,
): JudgeRoundRef[] {
  const heats = floorHeatsInOrder(slots);
  const rounds = Object.values(events).flatMap((event) => roundsInOrder(event).filter((round) => isOnRoundPanel(context, event.eventName, round.roundNumber, judgeKey)));
  const placed = rounds.map((round) => {
    const key = heatRoundKey(round);
    const indexes = heats.flatMap(({ slot }, i) => (slot.rounds[key] ? [i] : []));
    return { round, first: indexes.length > 0 ? indexes[0] : Number.POSITIVE_INFINITY, heatNumbers: indexes.map((i) => heats[i].slot.number) };
  });
  return placed
    .sort((a, b) => a.first - b.first || a.round.scheduleIndex - b.round.scheduleIndex || a.round.eventName.localeCompare(b.round.eventName) || a.round.roundNumber - b.round.roundNumber)
    .map(({ round, heatNumbers }) => ({ eventName: round.eventName, roundNumber: round.roundNumber, heatNumbers }));
}
