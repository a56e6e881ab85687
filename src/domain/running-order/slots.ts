// Reading the stored slots in the order of the day, and the keys and numbers new slots get.
import type { BreakSlot, FloorHeatSlot, HeatRound, ScheduleSlot } from '../model';
import { roundId } from '../rounds';

export interface OrderedSlot {
  key: string;
  slot: ScheduleSlot;
}

export interface OrderedHeat {
  key: string;
  slot: FloorHeatSlot;
}

/** Ascending position; equal positions keep their keys' numeric order, so the order never depends on object order. */
export function slotsInOrder(slots: Readonly<Record<string, ScheduleSlot>>): OrderedSlot[] {
  return Object.entries(slots)
    .filter(([, slot]) => slot !== null && slot !== undefined)
    .map(([key, slot]) => ({ key, slot }))
    .sort((a, b) => a.slot.position - b.slot.position || slotKeyNumber(a.key) - slotKeyNumber(b.key) || a.key.localeCompare(b.key));
}

export function isFloorHeat(slot: ScheduleSlot): slot is FloorHeatSlot {
  return slot.kind === 'heat';
}

export function isBreak(slot: ScheduleSlot): slot is BreakSlot {
  return slot.kind === 'break';
}

export function floorHeatsInOrder(slots: Readonly<Record<string, ScheduleSlot>>): OrderedHeat[] {
  return slotsInOrder(slots).filter((s): s is OrderedHeat => isFloorHeat(s.slot));
}

function slotKeyNumber(key: string): number {
  const match = /^s(\d+)$/u.exec(key);
  return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

/** Slot keys are `s1`, `s2`, …; a new slot takes the next unused one, so an edit never reuses a key. */
export function nextSlotKeys(slots: Readonly<Record<string, ScheduleSlot>>, count: number): string[] {
  const highest = Math.max(0, ...Object.keys(slots).map(slotKeyNumber).filter((n) => n !== Number.MAX_SAFE_INTEGER));
  return Array.from({ length: count }, (_, i) => `s${highest + i + 1}`);
}

/** New heats get numbers after the highest in use, so published numbers never move (until an explicit renumber). */
export function nextHeatNumbers(slots: Readonly<Record<string, ScheduleSlot>>, count: number): number[] {
  const highest = Math.max(0, ...Object.values(slots).filter(isFloorHeat).map((slot) => slot.number));
  return Array.from({ length: count }, (_, i) => highest + i + 1);
}

/** A round's key inside a heat: its roundId. */
export function heatRoundKey(ref: Pick<HeatRound, 'eventName' | 'roundNumber'>): string {
  return roundId(ref.eventName, ref.roundNumber);
}

export function hasStarted(slot: ScheduleSlot): boolean {
  return slot.startedAt !== undefined || slot.finishedAt !== undefined;
}

/** The heats (in order) in which a round is danced: one, or every part of a split round. */
export function heatsOfRound(slots: Readonly<Record<string, ScheduleSlot>>, roundKey: string): OrderedHeat[] {
  return floorHeatsInOrder(slots).filter(({ slot }) => slot.rounds[roundKey] !== undefined);
}

/** A position strictly between a slot and the one after it (positions need not be whole numbers). */
export function positionAfter(slots: Readonly<Record<string, ScheduleSlot>>, slotKey: string): number {
  const ordered = slotsInOrder(slots);
  const index = ordered.findIndex((s) => s.key === slotKey);
  const here = ordered[index].slot.position;
  const next = ordered[index + 1];
  return next === undefined ? here + 1 : (here + next.slot.position) / 2;
}
