// Placing the heats on the floors, in time. The floor that is free first takes the first heat, in the
// organiser's order of priority, that meets every constraint now; when none does, it waits for the earliest
// one that will (results being computed, a dancer changing floors), and only when waiting cannot help it
// dances the heat that breaks the fewest (the check afterwards lists them). A dancer is never on two floors at
// once, no heat runs into a fixed break, and the same input always gives the same order.
import type { ScheduleSettings } from '../../model';
import { floorChangeMsOf } from '../settings';
import type { FixedBreak } from './generate-options';
import type { HeatsToPlace, PlanHeat } from './plan-heats';

export interface PlacedHeat {
  heat: PlanHeat;
  floor: string;
  floorIndex: number;
  start: number;
  end: number;
  /** The floor waited before this heat (its start is a fixed time). */
  waited: boolean;
}

export interface Placement {
  placed: PlacedHeat[];
  idleMs: Map<string, number>;
}

export interface PlaceOptions {
  floors: readonly string[];
  start: number;
  breaks: readonly FixedBreak[];
  resultsGapMs: number;
  styleBlocks: boolean;
  levelOrder: boolean;
}

interface FloorState {
  id: string;
  n: number;
  /** When the next heat may start (the last one's end and the gap between heats). */
  t: number;
  index: number;
  epoch: number;
  nextBreak: number;
  kept: PlanHeat[];
  idle: number;
  waited: boolean;
}

const MINUTE = 60_000;
/** How long a floor may stand still so that another floor takes a heat it could only dance by breaking a rest. */
const REST_LOOKAHEAD_MS = 5 * MINUTE;
/** The least a standing floor moves its clock, so that a floor free at the same moment goes first. */
const STEP_MS = 30_000;

export function priorityOrder(heats: readonly PlanHeat[], options: Pick<PlaceOptions, 'styleBlocks' | 'levelOrder'>): PlanHeat[] {
  return [...heats].sort((a, b) =>
    (options.styleBlocks ? a.styleRank - b.styleRank : 0)
    || (options.levelOrder ? a.levelRank - b.levelRank : b.distance - a.distance || a.levelRank - b.levelRank)
    || a.eventName.localeCompare(b.eventName) || a.roundNumber - b.roundNumber || a.part - b.part || a.id - b.id);
}

class Placer {
  private readonly lastEnd: Float64Array;
  private readonly lastFloor: Int8Array;
  private readonly lastIndex: Int32Array[];
  private readonly lastEpoch: Int32Array[];
  /** The split-round group of each person's last heat: the parts of one round never clash with each other. */
  private readonly lastGroup: Int32Array;
  private readonly floorOfGroup = new Map<number, number>();
  private readonly remaining: Map<string, number>;
  private readonly doneAt = new Map<string, number>();
  private readonly changeMs: number;
  private readonly gapMs: number;
  readonly placed: PlacedHeat[] = [];

  constructor(private readonly plan: HeatsToPlace, private readonly settings: ScheduleSettings, private readonly options: PlaceOptions, floorCount: number) {
    const people = plan.personNames.length;
    this.lastEnd = new Float64Array(people).fill(Number.NEGATIVE_INFINITY);
    this.lastFloor = new Int8Array(people).fill(-1);
    this.lastIndex = Array.from({ length: floorCount }, () => new Int32Array(people).fill(-1));
    this.lastEpoch = Array.from({ length: floorCount }, () => new Int32Array(people).fill(-1));
    this.lastGroup = new Int32Array(people).fill(-1);
    this.remaining = new Map(plan.heatsOfRound);
    this.changeMs = floorChangeMsOf(settings);
    this.gapMs = settings.gapBetweenHeatsSeconds * 1000;
  }

  /** The time the results of the round before are ready; null while that round still has heats to place. */
  readyAt(heat: PlanHeat): number | null {
    let ready = Number.NEGATIVE_INFINITY;
    for (const key of heat.roundKeys) {
      const before = this.plan.roundBefore.get(key);
      if (before === undefined) continue;
      if ((this.remaining.get(before) ?? 0) > 0) return null;
      ready = Math.max(ready, (this.doneAt.get(before) ?? Number.NEGATIVE_INFINITY) + this.options.resultsGapMs);
    }
    return ready;
  }

  /** A split round stays on the floor its first part went to. */
  allowedOn(heat: PlanHeat, floor: FloorState): boolean {
    const on = heat.group === -1 ? undefined : this.floorOfGroup.get(heat.group);
    return on === undefined || on === floor.n;
  }

  private sibling(heat: PlanHeat, p: number): boolean {
    return heat.group !== -1 && this.lastGroup[p] === heat.group;
  }

  /** Earliest start with nobody on two floors at once, and with every change time kept. */
  earliest(heat: PlanHeat, floor: FloorState, from: number): { hard: number; soft: number } {
    let hard = from;
    let soft = from;
    for (const p of heat.people) {
      if (this.sibling(heat, p)) continue;
      const end = this.lastEnd[p];
      if (end === Number.NEGATIVE_INFINITY) continue;
      hard = Math.max(hard, end);
      if (this.lastFloor[p] !== floor.n) soft = Math.max(soft, end + this.changeMs);
    }
    return { hard, soft: Math.max(hard, soft) };
  }

  /** Dancers with fewer than K heats of this floor since their last one on it (no break between). */
  restBroken(heat: PlanHeat, floor: FloorState, start: number): number {
    const k = this.settings.minHeatsApart;
    let broken = 0;
    for (const p of heat.people) {
      if (this.sibling(heat, p)) continue;
      const last = this.lastIndex[floor.n][p];
      // K counts this floor's heats since the dancer's last one here, unless they danced on another floor since.
      if (k > 0 && last >= 0 && this.lastFloor[p] === floor.n && this.lastEpoch[floor.n][p] === floor.epoch && floor.index - last - 1 < k) broken += 1;
      else if (this.lastFloor[p] !== -1 && this.lastFloor[p] !== floor.n && start < this.lastEnd[p] + this.changeMs) broken += 1;
    }
    return broken;
  }

  place(heat: PlanHeat, floor: FloorState, start: number): void {
    const end = start + heat.durationMs;
    this.placed.push({ heat, floor: floor.id, floorIndex: floor.index, start, end, waited: floor.waited });
    for (const p of heat.people) {
      this.lastEnd[p] = Math.max(this.lastEnd[p], end);
      this.lastFloor[p] = floor.n;
      this.lastIndex[floor.n][p] = floor.index;
      this.lastEpoch[floor.n][p] = floor.epoch;
      this.lastGroup[p] = heat.group;
    }
    if (heat.group !== -1) this.floorOfGroup.set(heat.group, floor.n);
    for (const key of heat.roundKeys) {
      this.remaining.set(key, (this.remaining.get(key) ?? 1) - 1);
      this.doneAt.set(key, Math.max(this.doneAt.get(key) ?? Number.NEGATIVE_INFINITY, end));
    }
    floor.index += 1;
    floor.t = end + this.gapMs;
    floor.waited = false;
  }
}

function fitsBefore(options: PlaceOptions, floor: FloorState, start: number, heat: PlanHeat, gapMs: number): boolean {
  const next = options.breaks[floor.nextBreak];
  return next === undefined || start + heat.durationMs + gapMs <= next.at;
}

function wait(floor: FloorState, until: number): void {
  if (until > floor.t) {
    floor.idle += until - floor.t;
    floor.t = until;
    floor.waited = true;
  }
}

/** When another floor, free within the lookahead, can dance the heat breaking no rest; null if none can. */
function cleanElsewhere(placer: Placer, heat: PlanHeat, floor: FloorState, others: readonly FloorState[], ready: number, options: PlaceOptions, gapMs: number): number | null {
  let best: number | null = null;
  for (const other of others) {
    if (other === floor || !Number.isFinite(other.t) || other.t > floor.t + REST_LOOKAHEAD_MS || !placer.allowedOn(heat, other)) continue;
    const { soft } = placer.earliest(heat, other, Math.max(other.t, ready));
    if (soft > floor.t + REST_LOOKAHEAD_MS || !fitsBefore(options, other, soft, heat, gapMs) || placer.restBroken(heat, other, soft) > 0) continue;
    best = best === null ? soft : Math.min(best, soft);
  }
  return best;
}

/** A heat already started keeps its fixed time, as the time line does; a pinned one follows on. */
function placeKept(placer: Placer, floor: FloorState): void {
  const heat = floor.kept.shift() as PlanHeat;
  if (heat.kept?.started && heat.kept.slot.at !== undefined) wait(floor, heat.kept.slot.at);
  placer.place(heat, floor, floor.t);
}

/** One step for the floor free first: a break, a kept heat, a heat, or a wait. Returns false when the floor is done. */
function step(placer: Placer, floor: FloorState, pending: PlanHeat[], options: PlaceOptions, settings: ScheduleSettings, others: readonly FloorState[]): boolean {
  const gapMs = settings.gapBetweenHeatsSeconds * 1000;
  const next = options.breaks[floor.nextBreak];
  if (next !== undefined && floor.t >= next.at - gapMs) {
    // No heat fits before the break any more: the floor waits for its clock time (as the time line does).
    floor.idle += Math.max(0, next.at - floor.t);
    floor.t = Math.max(floor.t, next.at) + next.minutes * MINUTE;
    floor.nextBreak += 1;
    floor.epoch += 1;
    floor.waited = false;
    return true;
  }
  if (floor.kept.length > 0 && floor.kept[0].kept && floor.kept[0].kept.floorIndex <= floor.index) {
    placeKept(placer, floor);
    return true;
  }
  const lowestStyle = options.styleBlocks && pending.length > 0 ? Math.min(...pending.map((h) => h.styleRank)) : -1;
  let bestWait = Number.POSITIVE_INFINITY;
  let leastBad: { heat: PlanHeat; start: number; broken: number } | null = null;
  let blockedByBreak = false;
  let handOver = Number.POSITIVE_INFINITY;
  for (const heat of pending) {
    if ((lowestStyle !== -1 && heat.styleRank !== lowestStyle) || !placer.allowedOn(heat, floor)) continue;
    const ready = placer.readyAt(heat);
    if (ready === null) continue;
    const { hard, soft } = placer.earliest(heat, floor, Math.max(floor.t, ready));
    const restAtSoft = placer.restBroken(heat, floor, soft);
    if (restAtSoft === 0) {
      if (!fitsBefore(options, floor, soft, heat, gapMs)) { blockedByBreak = true; continue; }
      if (soft === floor.t) {
        pending.splice(pending.indexOf(heat), 1);
        placer.place(heat, floor, floor.t);
        return true;
      }
      bestWait = Math.min(bestWait, soft);
      continue;
    }
    // Waiting for a dancer to change floors is better than not giving them the time.
    const start = fitsBefore(options, floor, soft, heat, gapMs) ? soft : hard;
    if (!fitsBefore(options, floor, start, heat, gapMs)) { blockedByBreak = true; continue; }
    // Another floor free soon dances it without breaking a rest: leave it to that floor.
    const elsewhere = cleanElsewhere(placer, heat, floor, others, ready, options, gapMs);
    if (elsewhere !== null) { handOver = Math.min(handOver, elsewhere); continue; }
    const broken = placer.restBroken(heat, floor, start);
    if (leastBad === null || broken < leastBad.broken || (broken === leastBad.broken && start < leastBad.start)) leastBad = { heat, start, broken };
  }
  if (bestWait !== Number.POSITIVE_INFINITY) {
    wait(floor, bestWait);
    return true;
  }
  if (floor.kept.length > 0) {
    placeKept(placer, floor);
    return true;
  }
  if (blockedByBreak && next !== undefined && leastBad === null) {
    wait(floor, next.at);
    return true;
  }
  // Rather than break a rest: stand still while another floor takes what it can dance cleanly, or until a
  // break close by gives everyone their rest.
  if (leastBad === null || leastBad.broken > 0) {
    if (handOver !== Number.POSITIVE_INFINITY) {
      const later = others.filter((o) => o !== floor && o.t > floor.t).map((o) => o.t);
      wait(floor, Math.max(floor.t + STEP_MS, Math.min(handOver, ...later)));
      return true;
    }
    if (leastBad !== null && next !== undefined && next.at - floor.t <= REST_LOOKAHEAD_MS) {
      wait(floor, next.at);
      return true;
    }
  }
  if (leastBad !== null) {
    if (leastBad.start > floor.t) {
      wait(floor, leastBad.start);
      return true;
    }
    pending.splice(pending.indexOf(leastBad.heat), 1);
    placer.place(leastBad.heat, floor, floor.t);
    return true;
  }
  if (pending.length === 0) return false;
  // Everything left waits for rounds other floors have still to dance: wait for the next of them to move on.
  const later = others.filter((o) => o !== floor && o.t > floor.t && Number.isFinite(o.t)).map((o) => o.t);
  wait(floor, later.length > 0 ? Math.min(...later) : floor.t + MINUTE);
  return true;
}

export function placeHeats(plan: HeatsToPlace, settings: ScheduleSettings, options: PlaceOptions): Placement {
  const floors: FloorState[] = options.floors.map((id, n) => ({
    id, n, t: options.start, index: 0, epoch: 0, nextBreak: 0, idle: 0, waited: false,
    kept: plan.heats.filter((h) => h.kept?.floor === id).sort((a, b) => (a.kept?.floorIndex ?? 0) - (b.kept?.floorIndex ?? 0)),
  }));
  const pending = priorityOrder(plan.heats.filter((h) => !h.kept), options);
  const placer = new Placer(plan, settings, options, floors.length);
  const active = new Set(floors);
  // Each step places a heat, passes a break or moves a floor's clock forward, so the loop ends.
  while (active.size > 0) {
    // The floor free first; at the same moment, the one that has danced fewer heats (it spreads the day).
    const floor = [...active].reduce((a, b) => (b.t < a.t || (b.t === a.t && b.index < a.index) ? b : a));
    if (pending.length === 0 && floor.kept.length === 0) {
      active.delete(floor);
      continue;
    }
    if (!step(placer, floor, pending, options, settings, floors)) active.delete(floor);
  }
  return { placed: placer.placed, idleMs: new Map(floors.map((f) => [f.id, f.idle])) };
}
