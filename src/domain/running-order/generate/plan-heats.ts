// What the generator places on the floors: the heats kept as they are (started, pinned, or dancing a round
// already started) and one new heat per part of every other round still to dance, small finals of the same
// style and dances combined. Each carries the people who may dance in it: a round not yet filled may bring
// anyone of the round before it, so the rest between heats is planned for all of them.
import { levelRank } from '../../constants';
import { roundsInOrder } from '../../event-snapshot';
import type { CompetitionEvent, FloorHeatSlot, HeatRound, Round, Style } from '../../model';
import { RoundState, STYLES } from '../../model';
import { coupleIdsOfHeatRound, findRound, personId, plannedCoupleCount, roundCouplesInOrder } from '../heat-couples';
import { heatCountFor } from '../build-running-order';
import { floorOf } from '../floors';
import type { RunningOrderInput } from '../running-order-input';
import { capacityFor } from '../settings';
import { hasStarted, heatRoundKey, floorHeatsInOrder } from '../slots';
import { heatDurationMs } from '../timeline';

export interface KeptHeat {
  slotKey: string;
  slot: FloorHeatSlot;
  floor: string;
  /** Its place among its floor's heats now. */
  floorIndex: number;
  started: boolean;
}

export interface PlanHeat {
  id: number;
  rounds: Record<string, HeatRound>;
  /** The rounds danced (each round's key once). */
  roundKeys: string[];
  style: Style;
  styleRank: number;
  levelRank: number;
  /** Rounds between this one and the final (0: the final). */
  distance: number;
  eventName: string;
  roundNumber: number;
  part: number;
  /** A split round's parts share a group: one floor (one panel marks the whole round), and nobody dances two of them. */
  group: number;
  couples: number;
  capacity: number;
  /** Interned ids of everyone who may dance in it. */
  people: number[];
  durationMs: number;
  label: string;
  kept?: KeptHeat;
}

export interface HeatsToPlace {
  heats: PlanHeat[];
  /** round key → the round key before it in its event, when that round is also placed today. */
  roundBefore: Map<string, string>;
  /** round key → how many heats dance it. */
  heatsOfRound: Map<string, number>;
  personNames: string[];
}

class People {
  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  of(id: string, name: string): number {
    let n = this.ids.get(id);
    if (n === undefined) {
      n = this.names.length;
      this.ids.set(id, n);
      this.names.push(name);
    }
    return n;
  }
}

function peopleOfEntries(people: People, event: CompetitionEvent, entries: readonly [string, { leadName: string; followName: string }][]): number[] {
  return entries.flatMap(([entryId, entry]) => {
    const stored = event.entries?.[entryId];
    return [people.of(personId(stored?.leadId, entry.leadName), entry.leadName), people.of(personId(stored?.followId, entry.followName), entry.followName)];
  });
}

/** Who may dance a round: its couples once filled, else whoever may dance the round before, else the event's entries. */
function potentialPeople(people: People, event: CompetitionEvent, round: Round): number[] {
  const earlier = roundsInOrder(event).filter((r) => r.roundNumber <= round.roundNumber && Object.keys(r.entries ?? {}).length > 0).at(-1);
  if (earlier) return peopleOfEntries(people, event, roundCouplesInOrder(earlier));
  return peopleOfEntries(people, event, Object.entries(event.entries ?? {}));
}

function roundLabel(eventName: string, round: Round | undefined, ref: HeatRound): string {
  const part = ref.part !== undefined && ref.parts !== undefined ? ` (part ${ref.part} of ${ref.parts})` : '';
  return `${eventName} ${round?.roundName ?? `round ${ref.roundNumber}`}${part}`;
}

const isDanced = (round: Round) => round.roundState === RoundState.Marked || round.roundState === RoundState.Posted;

interface Context {
  input: RunningOrderInput;
  people: People;
  nextId: () => number;
  /** The group number of a split round's parts, -1 for a heat that dances whole rounds. */
  groupOf: (refs: readonly HeatRound[]) => number;
}

function heatOf(ctx: Context, rounds: Record<string, HeatRound>, kept?: KeptHeat): PlanHeat {
  const { input, people } = ctx;
  const refs = Object.values(rounds);
  const first = refs[0];
  const event = input.events[first.eventName];
  const style = event?.style ?? 'Standard';
  const all = new Set<number>();
  let couples = 0;
  for (const ref of refs) {
    const ev = input.events[ref.eventName];
    const round = findRound(input.events, ref.eventName, ref.roundNumber);
    if (!ev || !round) continue;
    const filled = Object.keys(round.entries ?? {}).length > 0;
    if (filled) {
      const ids = new Set(coupleIdsOfHeatRound(round, ref));
      const mine = roundCouplesInOrder(round).filter(([entryId]) => ids.has(entryId));
      couples += mine.length;
      for (const p of peopleOfEntries(people, ev, mine)) all.add(p);
    } else {
      const planned = plannedCoupleCount(ev, round);
      couples += ref.parts !== undefined ? Math.ceil(planned / ref.parts) : planned;
      for (const p of potentialPeople(people, ev, round)) all.add(p);
    }
  }
  const rounds0 = event ? roundsInOrder(event) : [];
  const index = rounds0.findIndex((r) => r.roundNumber === first.roundNumber);
  const dances = Math.max(1, ...refs.map((ref) => Object.keys(input.events[ref.eventName]?.dances ?? {}).length));
  return {
    id: ctx.nextId(), rounds, roundKeys: [...new Set(refs.map(heatRoundKey))], style, styleRank: STYLES.indexOf(style),
    levelRank: event ? levelRank(event.eventLevel) : 0, distance: index === -1 ? 0 : rounds0.length - 1 - index,
    eventName: first.eventName, roundNumber: first.roundNumber, part: first.part ?? 1, group: ctx.groupOf(refs), couples, capacity: capacityFor(input.settings, style),
    people: [...all].sort((a, b) => a - b), durationMs: heatDurationMs(dances, input.settings),
    label: refs.map((ref) => roundLabel(ref.eventName, findRound(input.events, ref.eventName, ref.roundNumber), ref)).join(' + '),
    ...(kept ? { kept } : {}),
  };
}

/**
 * Heats started or pinned stay as they are, and so does every other heat of their rounds (a round is not
 * split again once one of its heats is kept), and so on through heats sharing a round.
 */
function keptHeats(input: RunningOrderInput, pinned: ReadonlySet<string>): KeptHeat[] {
  const ordered = floorHeatsInOrder(input.slots);
  const keep = new Set(ordered.filter(({ key, slot }) => hasStarted(slot) || pinned.has(key)).map(({ key }) => key));
  for (let grew = true; grew;) {
    const rounds = new Set(ordered.filter(({ key }) => keep.has(key)).flatMap(({ slot }) => Object.keys(slot.rounds)));
    const more = ordered.filter(({ key, slot }) => !keep.has(key) && Object.keys(slot.rounds).some((r) => rounds.has(r)));
    for (const { key } of more) keep.add(key);
    grew = more.length > 0;
  }
  const indexOnFloor = new Map<string, number>();
  const kept: KeptHeat[] = [];
  for (const { key, slot } of ordered) {
    const floor = floorOf(slot);
    const floorIndex = indexOnFloor.get(floor) ?? 0;
    indexOnFloor.set(floor, floorIndex + 1);
    if (keep.has(key)) kept.push({ slotKey: key, slot, floor, floorIndex, started: hasStarted(slot) });
  }
  return kept;
}

/** Finals alike enough to share the floor: same style and dances, room for all, nobody in two of them. */
function combineFinals(ctx: Context, finals: PlanHeat[]): PlanHeat[] {
  const out: PlanHeat[] = [];
  const groups = new Map<string, PlanHeat[][]>();
  for (const heat of finals) {
    const dances = Object.keys(ctx.input.events[heat.eventName]?.dances ?? {}).sort().join('|');
    const key = `${heat.style}/${dances}`;
    const open = groups.get(key) ?? [];
    const fits = open.find((group) => group.reduce((n, h) => n + h.couples, 0) + heat.couples <= heat.capacity
      && group.every((h) => !h.people.some((p) => heat.people.includes(p))));
    if (fits) fits.push(heat);
    else open.push([heat]);
    groups.set(key, open);
  }
  for (const group of [...groups.values()].flat()) {
    if (group.length === 1) out.push(group[0]);
    else out.push(heatOf(ctx, Object.assign({}, ...group.map((h) => h.rounds)) as Record<string, HeatRound>));
  }
  return out;
}

export function heatsToPlace(input: RunningOrderInput, pinned: ReadonlySet<string>, combine: boolean): HeatsToPlace {
  let id = 0;
  const groups = new Map<string, number>();
  const groupOf = (refs: readonly HeatRound[]) => {
    if (refs.length !== 1 || refs[0].parts === undefined) return -1;
    const key = heatRoundKey(refs[0]);
    if (!groups.has(key)) groups.set(key, groups.size);
    return groups.get(key) ?? -1;
  };
  const ctx: Context = { input, people: new People(), nextId: () => id++, groupOf };
  const kept = keptHeats(input, pinned);
  const keptRounds = new Set(kept.flatMap(({ slot }) => Object.keys(slot.rounds)));
  const heats = kept.map((k) => heatOf(ctx, k.slot.rounds, k));
  const fresh: PlanHeat[] = [];
  const finals: PlanHeat[] = [];
  const roundBefore = new Map<string, string>();
  const placed = new Set(keptRounds);
  for (const name of Object.keys(input.events).sort()) {
    const event = input.events[name];
    let before: string | undefined;
    for (const round of roundsInOrder(event)) {
      if (round.roundState === RoundState.Skipped) continue;
      const key = heatRoundKey(round);
      if (!keptRounds.has(key) && isDanced(round)) { before = undefined; continue; }
      if (before !== undefined) roundBefore.set(key, before);
      before = key;
      if (keptRounds.has(key)) continue;
      placed.add(key);
      const parts = heatCountFor(plannedCoupleCount(event, round), capacityFor(input.settings, event.style));
      const made = Array.from({ length: parts }, (_, i) => heatOf(ctx, { [key]: parts === 1 ? { eventName: name, roundNumber: round.roundNumber } : { eventName: name, roundNumber: round.roundNumber, part: i + 1, parts } }));
      const isFinal = roundsInOrder(event).at(-1)?.roundNumber === round.roundNumber;
      (isFinal && parts === 1 && combine ? finals : fresh).push(...made);
    }
  }
  const all = [...heats, ...fresh, ...combineFinals(ctx, finals)];
  const heatsOfRound = new Map<string, number>();
  for (const heat of all) for (const key of heat.roundKeys) heatsOfRound.set(key, (heatsOfRound.get(key) ?? 0) + 1);
  for (const [key, prev] of roundBefore) if (!placed.has(prev) || !placed.has(key)) roundBefore.delete(key);
  return { heats: all, roundBefore, heatsOfRound, personNames: ctx.people.names };
}

