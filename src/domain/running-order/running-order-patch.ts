// Helpers for schedule positions inside multi-path updates (no path in one update may contain another).
import type { CompetitionEvent, Round } from '../model';
import { compactScheduleIndexes } from './rounds-in-running-order';
import { applyTreeUpdate, splitPath, type TreeUpdate } from '../tree-update';
import { paths } from '../tree-paths';

/** Moves the round at `from` to `to` in the running order; every round whose position changed gets its new index. */
export function moveInSchedulePatch(schedule: readonly Round[], from: number, to: number): TreeUpdate {
  if (from === to || from < 0 || to < 0 || from >= schedule.length || to >= schedule.length) return {};
  const order = [...schedule];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved);
  const patch: TreeUpdate = {};
  order.forEach((round, i) => {
    if (round.scheduleIndex !== i + 1) patch[paths.roundField(round.eventName, round.roundNumber, 'scheduleIndex')] = i + 1;
  });
  return patch;
}

function setNested(value: unknown, segments: string[], leaf: unknown): unknown {
  const copy: Record<string, unknown> = value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  const [head, ...rest] = segments;
  copy[head] = rest.length === 0 ? leaf : setNested(copy[head], rest, leaf);
  return copy;
}

/**
 * Adds `extra` to `patch`; an extra path that lies inside a value the patch already writes is folded into
 * that value instead (a renumbered round is written whole, its new scheduleIndex goes inside it).
 */
export function mergePatches(patch: TreeUpdate, extra: TreeUpdate): TreeUpdate {
  const out: TreeUpdate = { ...patch };
  for (const [path, value] of Object.entries(extra)) {
    const segments = splitPath(path);
    const owner = Object.keys(out).find((key) => path.startsWith(`${key}/`));
    if (owner === undefined) {
      out[path] = value;
    } else if (out[owner] !== null) {
      out[owner] = setNested(out[owner], segments.slice(splitPath(owner).length), value);
    }
  }
  return out;
}

/** The patch plus the renumbering of the whole schedule 1, 2, 3 … as it will be after the patch. */
export function withCompactedSchedule(events: Readonly<Record<string, CompetitionEvent>>, patch: TreeUpdate): TreeUpdate {
  const after = applyTreeUpdate({ [paths.events()]: events }, patch)[paths.events()] as Record<string, CompetitionEvent> | undefined;
  return mergePatches(patch, compactScheduleIndexes(after ?? {}));
}
