// A competitor's day: the heats they dance, in order, with heat number, event, round and time.
import { roundName } from '../rounds';
import { roundsInOrder } from '../event-snapshot';
import type { RoundEntry } from '../model';
import { heatCouples, personId } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { type SlotStatus, timelineOf } from './timeline';

export interface CompetitorHeat {
  slotKey: string;
  heatNumber: number;
  eventName: string;
  roundNumber: number;
  roundName: string;
  entryId: string;
  entry: RoundEntry;
  status: SlotStatus;
  plannedStart?: number;
  estimatedStart?: number;
}

function isCompetitor(input: RunningOrderInput, eventName: string, entryId: string, entry: RoundEntry, competitorId: string): boolean {
  const stored = input.events[eventName]?.entries?.[entryId];
  const leadId = personId(stored?.leadId, entry.leadName);
  const followId = personId(stored?.followId, entry.followName);
  return leadId === competitorId || followId === competitorId;
}

/** Every heat `competitorId` dances in (rounds they have been placed on the floor of), in running order. */
export function competitorHeats(input: RunningOrderInput, competitorId: string, now: number): CompetitorHeat[] {
  return timelineOf(input, now).slots.flatMap((timing) => {
    if (timing.slot.kind !== 'heat') return [];
    const heat = timing.slot;
    return heatCouples(input.events, heat.rounds)
      .filter(({ eventName, entryId, entry }) => isCompetitor(input, eventName, entryId, entry, competitorId))
      .map(({ eventName, roundNumber, entryId, entry }) => ({
        slotKey: timing.slotKey,
        heatNumber: heat.number,
        eventName,
        roundNumber,
        roundName: nameOfRound(input, eventName, roundNumber),
        entryId,
        entry,
        status: timing.status,
        plannedStart: timing.plannedStart,
        estimatedStart: timing.estimatedStart,
      }));
  });
}

function nameOfRound(input: RunningOrderInput, eventName: string, roundNumber: number): string {
  const rounds = roundsInOrder(input.events[eventName]);
  return rounds.find((r) => r.roundNumber === roundNumber)?.roundName ?? roundName(roundNumber, rounds.length);
}
