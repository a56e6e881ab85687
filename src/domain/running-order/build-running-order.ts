// The first running order of the day: the rounds in schedule order, each over the floor's capacity split
// evenly into floor heats, numbered 1, 2, 3 … Breaks already placed keep their place in the list.
import type { CompetitionEvent, FloorHeatSlot, HeatRound, ScheduleSettings, ScheduleSlot } from '../model';
import { RoundState } from '../model';
import { scheduleOf } from './rounds-in-running-order';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { RunningOrderError } from './errors';
import { plannedCoupleCount } from './heat-couples';
import { capacityFor } from './settings';
import { storedScheduleSettings, validateScheduleSettings } from './settings-checks';
import { hasStarted, heatRoundKey, isBreak, slotsInOrder } from './slots';

/** How many floor heats a round of `couples` needs on a floor of `capacity`. */
export function heatCountFor(couples: number, capacity: number): number {
  return Math.max(1, Math.ceil(couples / capacity));
}

function heatsOfRound(event: CompetitionEvent, roundNumber: number, eventName: string, settings: ScheduleSettings): Record<string, HeatRound>[] {
  const round = event.rounds?.[String(roundNumber)];
  const parts = round ? heatCountFor(plannedCoupleCount(event, round), capacityFor(settings, event.style)) : 1;
  const key = heatRoundKey({ eventName, roundNumber });
  if (parts === 1) return [{ [key]: { eventName, roundNumber } }];
  return Array.from({ length: parts }, (_, i) => ({ [key]: { eventName, roundNumber, part: i + 1, parts } }));
}

/** Every round still to be danced (not skipped), one or more floor heats each, in schedule order. */
export function buildRunningOrder(
  events: Readonly<Record<string, CompetitionEvent>>,
  settings: ScheduleSettings,
  existing: Readonly<Record<string, ScheduleSlot>> = {},
): Record<string, ScheduleSlot> {
  validateScheduleSettings(settings);
  const heats: FloorHeatSlot[] = scheduleOf(events)
    .filter((round) => round.roundState !== RoundState.Skipped)
    .flatMap((round) => heatsOfRound(events[round.eventName], round.roundNumber, round.eventName, settings))
    .map((rounds, i) => ({ kind: 'heat', number: i + 1, position: 0, rounds }));
  // A break keeps its index in the list, so "lunch after the 20th slot" stays where the organiser put it.
  const breaks = slotsInOrder(existing)
    .map((ordered, index) => ({ ...ordered, index }))
    .filter(({ slot }) => isBreak(slot));
  const list: ScheduleSlot[] = [...heats];
  for (const { slot, index } of breaks) list.splice(Math.min(index, list.length), 0, slot);
  return Object.fromEntries(list.map((slot, i) => [`s${i + 1}`, { ...slot, position: i + 1 }]));
}

/**
 * Replaces the stored running order with a freshly built one. Refused once a heat has started, because
 * the heat numbers are then on the floor and the pace is being measured against them.
 */
export function buildRunningOrderPatch(
  events: Readonly<Record<string, CompetitionEvent>>,
  settings: ScheduleSettings,
  existing: Readonly<Record<string, ScheduleSlot>> = {},
): TreeUpdate {
  if (Object.values(existing).some(hasStarted)) {
    throw new RunningOrderError('heat-started', 'The day has started: heats are already on the floor, so the running order cannot be rebuilt. Move, split or combine heats instead.');
  }
  return { [paths.scheduleSettings()]: storedScheduleSettings(settings), [paths.scheduleSlots()]: buildRunningOrder(events, settings, existing) };
}

/** Writes new settings; nothing changes when they are not sound. */
export function scheduleSettingsPatch(settings: ScheduleSettings): TreeUpdate {
  return { [paths.scheduleSettings()]: storedScheduleSettings(validateScheduleSettings(settings)) };
}
