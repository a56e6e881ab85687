// What the scrutineer must fix before the public sees it: a round left Running that no heat holds is not on
// the floor (the floor is the running order's answer), so it is reported, never shown as on the floor.
import { RoundState, type CompetitionEvent } from '../model';
import { roundsInOrder } from '../event-snapshot';
import type { DayAnomaly } from './day-model';
import { floorHeatsInOrder, heatRoundKey } from './slots';
import type { RunningOrderInput } from './running-order-input';

export function dayAnomaliesOf(input: RunningOrderInput): DayAnomaly[] {
  const placed = new Set(floorHeatsInOrder(input.slots).flatMap(({ slot }) => Object.keys(slot.rounds)));
  return (Object.values(input.events) as CompetitionEvent[]).flatMap((event) =>
    roundsInOrder(event)
      .filter((round) => round.roundState === RoundState.Running && !placed.has(heatRoundKey(round)))
      .map((round): DayAnomaly => ({
        kind: 'running-in-no-heat', eventName: event.eventName, roundNumber: round.roundNumber, roundName: round.roundName,
        message: `${event.eventName} ${round.roundName} is Running but in no heat: put it in a heat or stop it.`,
      })),
  ).sort((a, b) => a.eventName.localeCompare(b.eventName) || a.roundNumber - b.roundNumber);
}
