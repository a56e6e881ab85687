// The preview lines of a re-planned event and of the heats whose rounds changed.
import type { CompetitionEvent, FloorHeatSlot, Round, ScheduleSlot } from '../model';
import { roundsInOrder } from '../event-snapshot';
import type { HeatChange, RoundChange } from './rounds-plan';
import { isFloorHeat } from './slots';

const couplesOf = (round: Round | undefined) => Object.keys(round?.entries ?? {}).length;

function same(a: Round, b: Round): boolean {
  return a.roundName === b.roundName && a.recallSize === b.recallSize && a.roundState === b.roundState
    && JSON.stringify(Object.keys(a.entries ?? {}).sort()) === JSON.stringify(Object.keys(b.entries ?? {}).sort());
}

export function roundChangesOf(eventName: string, before: readonly Round[], after: readonly Round[]): RoundChange[] {
  const count = Math.max(before.length, after.length);
  const out: RoundChange[] = [];
  for (let i = 0; i < count; i += 1) {
    const [was, will] = [before[i], after[i]];
    const base = { eventName, roundNumber: i + 1, couplesBefore: couplesOf(was), couplesAfter: couplesOf(will) };
    if (was && !will) out.push({ ...base, change: 'removed', roundName: was.roundName, message: `${eventName} ${was.roundName} (${base.couplesBefore} couples) is removed.` });
    else if (!was && will) out.push({ ...base, change: 'added', roundName: will.roundName, message: `${eventName} ${will.roundName} is added with ${base.couplesAfter} couples.` });
    else if (was && will && !same(was, will)) {
      out.push({ ...base, change: 'changed', roundName: will.roundName, message: `${eventName} round ${i + 1}: ${was.roundName} with ${base.couplesBefore} couples becomes ${will.roundName} with ${base.couplesAfter}.` });
    }
  }
  return out;
}

export function roundsOfEvent(event: CompetitionEvent | undefined): Round[] {
  return event ? roundsInOrder(event) : [];
}

/** Heats added, removed or given other rounds between two versions of the slots. */
export function heatChangesOf(before: Readonly<Record<string, ScheduleSlot>>, after: Readonly<Record<string, ScheduleSlot>>): HeatChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((slotKey): HeatChange[] => {
    const [was, will] = [before[slotKey], after[slotKey]];
    const wasHeat = was && isFloorHeat(was) ? was : undefined;
    const willHeat = will && isFloorHeat(will) ? (will as FloorHeatSlot) : undefined;
    if (wasHeat && !willHeat) return [{ slotKey, heatNumber: wasHeat.number, change: 'removed', message: `Heat ${wasHeat.number} is removed.` }];
    if (!wasHeat && willHeat) return [{ slotKey, heatNumber: willHeat.number, change: 'added', message: `Heat ${willHeat.number} is added (${Object.keys(willHeat.rounds).join(', ')}).` }];
    if (wasHeat && willHeat && JSON.stringify(wasHeat.rounds) !== JSON.stringify(willHeat.rounds)) {
      const gone = Object.keys(wasHeat.rounds).filter((k) => !willHeat.rounds[k]);
      return [{ slotKey, heatNumber: willHeat.number, change: 'changed', message: `Heat ${willHeat.number} no longer dances ${gone.join(', ')}.` }];
    }
    return [];
  }).sort((a, b) => a.heatNumber - b.heatNumber);
}

/** The patch that turns `before` into `after`, slot by slot (a removed slot is removed whole). */
export function slotsDiffPatch(before: Readonly<Record<string, ScheduleSlot>>, after: Readonly<Record<string, ScheduleSlot>>, slotPath: (key: string) => string): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) patch[slotPath(key)] = after[key] ?? null;
  }
  return patch;
}
