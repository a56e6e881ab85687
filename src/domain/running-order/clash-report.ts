// The clash list as the organiser reads it: one line per pair of heats (not per dancer), in the order of the
// day, each naming its dancers, marked new against the list shown before, with the nearest place to move
// the later heat that resolves the pair without creating or worsening another clash.
import { clashIdentity } from './clash-change';
import { findClashes, type Clash } from './clashes';
import { slotsAfterPatch } from './guard-clashes';
import { clashesWorsenedBy, movePatchOf } from './move-heats';
import type { RunningOrderInput } from './running-order-input';
import { slotsInOrder } from './slots';
import { timelineOf } from './timeline';

export interface ClashGroup {
  /** `<first slot>|<second slot>`: the pair's identity while the heats keep their keys. */
  key: string;
  first: { slotKey: string; heatNumber: number; start?: number };
  second: { slotKey: string; heatNumber: number; start?: number };
  clashes: Clash[];
  /** The dancers' names, once each, sorted. */
  names: string[];
  /** The pair was not in the previous list. */
  isNew: boolean;
  /** Dancers whose clash in this pair was not in the previous list. */
  newNames: string[];
  /** The nearest place (1-based) for the later heat that resolves the pair; null when none near or it is one heat. */
  resolveAt: number | null;
  message: string;
}

/** How far (in places) to look for a resolving position, each way. */
const SEARCH_RADIUS = 8;

function pairResolved(input: RunningOrderInput, group: Pick<ClashGroup, 'clashes'>, patch: Record<string, unknown>): boolean {
  const after = findClashes({ ...input, slots: slotsAfterPatch(input.slots, patch) }, {
    people: new Set(group.clashes.map((c) => c.personId)),
    events: new Set(group.clashes.flatMap((c) => [c.first.eventName, c.second.eventName])),
  });
  const ids = new Set(group.clashes.map(clashIdentity));
  return !after.some((clash) => ids.has(clashIdentity(clash)));
}

/** The nearest place for the later heat that clears the pair and creates or worsens no clash. */
export function nearestResolvingPlace(input: RunningOrderInput, group: Pick<ClashGroup, 'clashes' | 'first' | 'second'>): number | null {
  if (group.first.slotKey === group.second.slotKey) return null;
  const order = slotsInOrder(input.slots);
  const here = order.findIndex(({ key }) => key === group.second.slotKey) + 1;
  for (let distance = 1; distance <= SEARCH_RADIUS; distance += 1) {
    for (const to of [here + distance, here - distance]) {
      let patch: Record<string, unknown>;
      try {
        patch = movePatchOf(input, [group.second.slotKey], to);
      } catch {
        continue;
      }
      if (pairResolved(input, group, patch) && clashesWorsenedBy(input, patch).length === 0) return to;
    }
  }
  return null;
}

function messageOf(group: Omit<ClashGroup, 'message'>): string {
  const who = group.names.join(', ');
  if (group.first.slotKey === group.second.slotKey) return `Heat ${group.first.heatNumber}: ${who} ${group.names.length === 1 ? 'is' : 'are'} on the floor twice; separate the rounds.`;
  const fix = group.resolveAt === null ? 'No nearby place resolves it; move a heat by hand or add a break.' : `Move heat ${group.second.heatNumber} to place ${group.resolveAt} to resolve it.`;
  return `Heats ${group.first.heatNumber} and ${group.second.heatNumber}: ${who} too close. ${fix}`;
}

/**
 * The day's clashes grouped by heat pair and sorted by the first heat's time (then place). `previous` is the
 * list shown before, so what is new is marked; `suggest: false` skips the search for resolving places.
 */
export function clashReport(input: RunningOrderInput, now: number, previous: readonly ClashGroup[] = [], options: { suggest?: boolean } = {}): ClashGroup[] {
  const timing = new Map(timelineOf(input, now).slots.map((t, i) => [t.slotKey, { start: t.estimatedStart ?? t.plannedStart, index: i }]));
  const before = new Set(previous.flatMap((group) => group.clashes.map(clashIdentity)));
  const shown = new Set(previous.map((group) => group.key));
  const byPair = new Map<string, Clash[]>();
  for (const clash of findClashes(input)) {
    const key = `${clash.first.slotKey}|${clash.second.slotKey}`;
    byPair.set(key, [...(byPair.get(key) ?? []), clash]);
  }
  const groups = [...byPair.entries()].map(([key, clashes]): ClashGroup => {
    const [a, b] = [clashes[0].first, clashes[0].second];
    const first = { slotKey: a.slotKey, heatNumber: a.heatNumber, ...(timing.get(a.slotKey)?.start !== undefined ? { start: timing.get(a.slotKey)?.start } : {}) };
    const second = { slotKey: b.slotKey, heatNumber: b.heatNumber, ...(timing.get(b.slotKey)?.start !== undefined ? { start: timing.get(b.slotKey)?.start } : {}) };
    const names = [...new Set(clashes.map((c) => c.name))].sort((x, y) => x.localeCompare(y));
    const newNames = [...new Set(clashes.filter((c) => !before.has(clashIdentity(c))).map((c) => c.name))].sort((x, y) => x.localeCompare(y));
    const resolveAt = options.suggest === false ? null : nearestResolvingPlace(input, { clashes, first, second });
    const group = { key, first, second, clashes, names, isNew: !shown.has(key), newNames, resolveAt };
    return { ...group, message: messageOf(group) };
  });
  const place = (slotKey: string) => timing.get(slotKey)?.index ?? Number.MAX_SAFE_INTEGER;
  return groups.sort((x, y) => (x.first.start ?? 0) - (y.first.start ?? 0) || place(x.first.slotKey) - place(y.first.slotKey) || place(x.second.slotKey) - place(y.second.slotKey));
}
