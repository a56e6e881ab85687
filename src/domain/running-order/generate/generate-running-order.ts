// "Generate the running order" (issue 30): from the events, their rounds and entries and the settings, a whole
// new order over 1 to 4 floors, with its figures, its broken constraints by name, the heats that change, and
// one update that touches no heat already started. Pure and deterministic: the same input gives the same order.
import type { BreakSlot, FloorHeatSlot, ScheduleSlot } from '../../model';
import { paths } from '../../tree-paths';
import type { TreeUpdate } from '../../tree-update';
import { findClashes } from '../clashes';
import { RunningOrderError } from '../errors';
import { floorOf, DEFAULT_FLOOR } from '../floors';
import { plannedSpansByFloor, type PlannedSpan } from '../floor-times';
import type { RunningOrderInput } from '../running-order-input';
import { floorIdsOf } from '../settings';
import { validateScheduleSettings } from '../settings-checks';
import { hasStarted, isBreak, slotsInOrder, nextSlotKeys } from '../slots';
import { timelineOf } from '../timeline';
import { checkOrder, floorFigures, type TimedHeat } from './check-order';
import {
  DEFAULT_RESULTS_GAP_MINUTES, MIN_PANEL_PER_FLOOR, type FixedBreak, type GenerateOptions, type GenerateResult, type GeneratedHeatChange,
} from './generate-options';
import { placeHeats, type PlacedHeat } from './place-heats';
import { heatsToPlace } from './plan-heats';

const MINUTE = 60_000;

/** Breaks not yet started, at the time they are planned now: kept unless the organiser gives the breaks. */
export function breaksToKeep(input: RunningOrderInput): FixedBreak[] {
  const first = input.settings.firstHeatStart;
  const planned = first === undefined ? new Map<string, number>() : new Map(timelineOf(input, Number.NEGATIVE_INFINITY).slots.map((s) => [s.slotKey, s.plannedStart ?? first]));
  return slotsInOrder(input.slots).flatMap(({ key, slot }) => (isBreak(slot) && !hasStarted(slot) ? [{ label: slot.label, minutes: slot.minutes, at: slot.at ?? planned.get(key) ?? first ?? 0 }] : []));
}

function problemsOf(input: RunningOrderInput, options: GenerateOptions, breaks: readonly FixedBreak[], floors: readonly string[]): string[] {
  const problems: string[] = [];
  try {
    validateScheduleSettings(input.settings);
  } catch (error) {
    if (error instanceof RunningOrderError) problems.push(error.message);
    else throw error;
  }
  const first = input.settings.firstHeatStart;
  if (first === undefined) problems.push('Set when the first heat starts: the running order is planned by the clock.');
  if (options.judges !== undefined && options.judges < floors.length * MIN_PANEL_PER_FLOOR) {
    problems.push(`${floors.length} floors need at least ${floors.length * MIN_PANEL_PER_FLOOR} judges (a panel of ${MIN_PANEL_PER_FLOOR} each) and ${options.judges} ${options.judges === 1 ? 'is' : 'are'} listed: add judges or use fewer floors.`);
  }
  for (const b of breaks) {
    if (!(b.minutes > 0)) problems.push(`The break "${b.label}" needs a length of at least 1 minute.`);
    if (first !== undefined && b.at < first) problems.push(`The break "${b.label}" is before the first heat starts: move it later, or start the first heat earlier.`);
  }
  if ((options.resultsGapMinutes ?? 0) < 0) problems.push('The time for results between rounds cannot be negative.');
  if (options.targetEnd !== undefined && first !== undefined && options.targetEnd <= first) problems.push('The target end is before the first heat starts: set a later end.');
  for (const key of options.pinned ?? []) {
    const slot = input.slots[key];
    if (!slot || slot.kind !== 'heat') problems.push(`A pinned heat (${key}) is no longer in the running order: unpin it and generate again.`);
  }
  return problems;
}

const signature = (rounds: FloorHeatSlot['rounds']) => Object.entries(rounds).map(([key, ref]) => `${key}:${ref.part ?? 0}/${ref.parts ?? 0}`).sort().join(',');

interface Built {
  slots: Record<string, ScheduleSlot>;
  timed: TimedHeat[];
}

/** The new slots: started ones as they are, then every heat and break by time, numbered on from the started heats. */
function buildSlots(input: RunningOrderInput, placed: readonly PlacedHeat[], breaks: readonly FixedBreak[], floors: readonly string[]): Built {
  const started = Object.entries(input.slots).filter(([, slot]) => slot && hasStarted(slot));
  const startedKeys = new Set(started.map(([key]) => key));
  let position = Math.max(0, ...started.map(([, slot]) => slot.position));
  let number = Math.max(0, ...started.flatMap(([, slot]) => (slot.kind === 'heat' ? [slot.number] : [])));
  const free = Object.entries(input.slots).filter(([key, slot]) => slot && !startedKeys.has(key));
  const reusable = new Map<string, string>();
  for (const [key, slot] of free) if (slot.kind === 'heat') reusable.set(signature(slot.rounds), key);
  const fresh = nextSlotKeys(input.slots, placed.length + breaks.length);
  let freshIndex = 0;
  const takeKey = (sig?: string) => {
    const again = sig === undefined ? undefined : reusable.get(sig);
    if (again !== undefined) { reusable.delete(sig as string); return again; }
    return fresh[freshIndex++];
  };
  const items = [
    ...placed.filter((p) => !(p.heat.kept?.started)).map((p) => ({ time: p.start, order: 1 + floors.indexOf(p.floor), placed: p })),
    ...breaks.map((b) => ({ time: b.at, order: 0, fixed: b })),
  ].sort((a, b) => a.time - b.time || a.order - b.order);
  const slots: Record<string, ScheduleSlot> = Object.fromEntries(started);
  const timed: TimedHeat[] = placed.filter((p) => p.heat.kept?.started).map((p) => ({ heat: p.heat, number: (p.heat.kept?.slot.number ?? 0), floor: p.floor, start: p.start, end: p.end }));
  for (const item of items) {
    position += 1;
    if ('fixed' in item && item.fixed) {
      const slot: BreakSlot = { kind: 'break', position, label: item.fixed.label, minutes: item.fixed.minutes, at: item.fixed.at };
      slots[takeKey()] = slot;
      continue;
    }
    const p = (item as { placed: PlacedHeat }).placed;
    number += 1;
    const rounds = p.heat.rounds;
    const slot: FloorHeatSlot = { kind: 'heat', number, position, rounds, ...(p.floor !== DEFAULT_FLOOR ? { floor: p.floor } : {}), ...(p.waited ? { at: p.start } : {}) };
    slots[p.heat.kept ? p.heat.kept.slotKey : takeKey(signature(rounds))] = slot;
    timed.push({ heat: p.heat, number, floor: p.floor, start: p.start, end: p.end });
  }
  return { slots, timed };
}

function patchOf(before: Readonly<Record<string, ScheduleSlot>>, after: Readonly<Record<string, ScheduleSlot>>): { patch: TreeUpdate; removed: number } {
  const patch: TreeUpdate = {};
  let removed = 0;
  for (const [key, slot] of Object.entries(after)) if (JSON.stringify(before[key]) !== JSON.stringify(slot)) patch[paths.scheduleSlot(key)] = slot;
  for (const key of Object.keys(before)) if (!(key in after)) { patch[paths.scheduleSlot(key)] = null; removed += 1; }
  return { patch, removed };
}

function changesOf(input: RunningOrderInput, timed: readonly TimedHeat[]): GeneratedHeatChange[] {
  const floorsBefore = [...new Set(Object.values(input.slots).flatMap((s) => (s && s.kind === 'heat' ? [floorOf(s)] : [])))];
  const spans: ReadonlyMap<string, PlannedSpan> = input.settings.firstHeatStart === undefined ? new Map() : plannedSpansByFloor(input, floorsBefore);
  const before = new Map<string, { number: number; floor: string; start?: number }>();
  for (const [key, slot] of Object.entries(input.slots)) {
    const span = spans.get(key);
    if (slot?.kind === 'heat' && !hasStarted(slot)) before.set(signature(slot.rounds), { number: slot.number, floor: floorOf(slot), ...(span ? { start: span.start } : {}) });
  }
  return timed.filter((t) => !t.heat.kept?.started).flatMap((t): GeneratedHeatChange[] => {
    const was = before.get(signature(t.heat.rounds));
    const after = { number: t.number, floor: t.floor, start: t.start };
    if (was && was.number === after.number && was.floor === after.floor && was.start === after.start) return [];
    return [{ roundKeys: t.heat.roundKeys, label: t.heat.label, ...(was ? { before: was } : {}), after }];
  });
}

export function generateRunningOrder(input: RunningOrderInput, options: GenerateOptions = {}): GenerateResult {
  const breaks = [...(options.breaks ?? breaksToKeep(input))].sort((a, b) => a.at - b.at || a.label.localeCompare(b.label));
  const problems = problemsOf(input, options, breaks, floorIdsOf(input.settings));
  if (problems.length > 0) return { ok: false, problems };
  const plan = heatsToPlace(input, new Set(options.pinned ?? []), options.combineFinals ?? true);
  // Kept heats stay on their floors, even a floor no longer named.
  const keptFloors = plan.heats.flatMap((h) => (h.kept ? [h.kept.floor] : []));
  const floors = [...new Set([...floorIdsOf(input.settings), ...keptFloors])].sort();
  const start = input.settings.firstHeatStart as number;
  const resultsGapMs = (options.resultsGapMinutes ?? DEFAULT_RESULTS_GAP_MINUTES) * MINUTE;
  const styleBlocks = options.styleBlocks ?? false;
  const levelOrder = options.levelOrder ?? false;
  const placement = placeHeats(plan, input.settings, { floors, start, breaks, resultsGapMs, styleBlocks, levelOrder });
  const { slots, timed } = buildSlots(input, placement.placed, breaks, floors);
  const clashes = findClashes({ ...input, slots });
  const check = checkOrder(timed, plan, { settings: input.settings, floors, breaks, resultsGapMs, styleBlocks, levelOrder, ...(options.targetEnd !== undefined ? { targetEnd: options.targetEnd } : {}) }, clashes);
  const end = timed.length > 0 ? Math.max(...timed.map((h) => h.end)) : start;
  const breakMs = breaks.filter((b) => b.at < end).reduce((sum, b) => sum + b.minutes * MINUTE, 0);
  // Each floor's heats and the gaps between them (not after its last one): no order of these heats is shorter.
  const workMs = timed.reduce((sum, h) => sum + h.end - h.start, 0) + Math.max(0, timed.length - floors.length) * input.settings.gapBetweenHeatsSeconds * 1000;
  const { patch, removed } = patchOf(input.slots, slots);
  return {
    ok: true, slots, patch, removed, broken: check.broken, changes: changesOf(input, timed),
    figures: {
      floors: floorFigures(timed, floors, placement.idleMs), end,
      clashes: clashes.length,
      smallestChangeGapMinutes: check.smallestChangeGapMinutes,
      lowerBoundMinutes: workMs / floors.length / MINUTE,
      dayMinutes: (end - start - breakMs) / MINUTE,
    },
  };
}
