// "Add rounds to one new event": its own action, touching nothing but that event (and, when asked, new
// heats for its rounds at the end of the day or after a chosen slot).
import type { CompetitionEvent, Round, ScheduleSlot } from '../model';
import { seedEventRounds } from '../rounds';
import { roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import { RunningOrderError } from './errors';
import { slotsAfterPatch } from './guard-clashes';
import { nextScheduleIndex, type RoundsPlanInput } from './plan-reseed-rounds';
import { heatChangesOf, roundChangesOf, slotsDiffPatch } from './round-changes';
import { addRoundHeatsPatch } from './round-refs';
import type { RoundsPlan } from './rounds-plan';
import { heatsOfRound, heatRoundKey } from './slots';

export interface NewEventRoundsOptions {
  /** Also put each new round in heats of its own, in round order. */
  placeInOrder?: boolean;
  /** Where the first new heat goes (after this slot); default the end of the day. */
  afterSlotKey?: string;
}

export function planNewEventRounds(input: RoundsPlanInput, eventName: string, options: NewEventRoundsOptions = {}): RoundsPlan {
  const event = input.events[eventName];
  if (!event) throw new RunningOrderError('no-such-event', `There is no event "${eventName}"; reload the events.`);
  const existing = roundsInOrder(event);
  if (existing.length > 0) {
    throw new RunningOrderError('event-has-rounds', `${eventName} already has rounds (${existing.map((r) => r.roundName).join(', ')}); use "Re-plan rounds" and pick what may change.`);
  }
  const seed = seedEventRounds({ event }, { scheduleIndex: nextScheduleIndex(input.events) });
  const rounds = Object.values((seed[paths.rounds(eventName)] ?? {}) as Record<string, Round>).sort((a, b) => a.roundNumber - b.roundNumber);
  const plan: RoundsPlan = { patch: { ...seed }, rounds: roundChangesOf(eventName, [], rounds), heats: [], kept: [], changedEvents: [eventName] };
  if (!options.placeInOrder) return plan;
  const events: Record<string, CompetitionEvent> = { ...input.events, [eventName]: { ...event, rounds: Object.fromEntries(rounds.map((r) => [String(r.roundNumber), r])) } };
  let slots: Record<string, ScheduleSlot> = { ...input.slots };
  let anchor = options.afterSlotKey;
  for (const round of rounds) {
    slots = slotsAfterPatch(slots, addRoundHeatsPatch({ ...input, events, slots }, eventName, round.roundNumber, anchor));
    anchor = heatsOfRound(slots, heatRoundKey(round)).at(-1)?.key;
  }
  Object.assign(plan.patch, slotsDiffPatch(input.slots, slots, paths.scheduleSlot));
  plan.heats = heatChangesOf(input.slots, slots);
  return plan;
}
