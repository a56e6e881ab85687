// Generated competition days for the day model's property tests: events drawn from a pool of dancers (so
// dancers share heats and clash), rounds in every state, some with marks, some left out of the order, and
// the first heats of the day started.
import fc from 'fast-check';
import { RoundState, type CompetitionEvent, type Entry, type JudgeMarks, type Round, type RoundEntry, type ScheduleSlot } from '../../domain/model';
import type { EventMarks } from '../../domain/event-snapshot';
import { roundId, roundName } from '../../domain/rounds';
import { buildRunningOrder, DEFAULT_SCHEDULE_SETTINGS, type RunningOrderInput } from '../../domain/running-order';

export const DAY_START = Date.UTC(2026, 10, 28, 14);
const DANCES = ['Waltz', 'Tango', 'Foxtrot'];

export interface RoundDraw {
  state: RoundState;
  /** Which of the event's couples are on the round's floor (indices, reduced modulo the entries). */
  couples: number[];
}

export interface EventDraw {
  couples: [lead: number, follow: number][];
  dances: number;
  rounds: RoundDraw[];
  /** Rounds (by index) left out of the running order. */
  outOfOrder: number[];
}

export interface DayDraw {
  events: EventDraw[];
  started: number;
  lastFinished: boolean;
  capacity: number;
}

export const coupleIdOf = (lead: number, follow: number) => `c-${lead}-${follow}`;
export const backNumberOf = (lead: number, follow: number) => 100 + lead * 10 + follow;

function entryOf(lead: number, follow: number): Entry {
  return {
    entryId: coupleIdOf(lead, follow), leadName: `Lead Dancer ${lead}`, followName: `Follow Dancer ${follow}`,
    leadId: `lead-${lead}`, followId: `follow-${follow}`, affiliation: `Team ${lead % 3}`, registeredTime: 0, leadNumber: backNumberOf(lead, follow),
  };
}

const toRoundEntry = (entry: Entry): RoundEntry => ({ leadName: entry.leadName, followName: entry.followName, affiliation: entry.affiliation, leadNumber: entry.leadNumber });

function eventOf(eventName: string, draw: EventDraw, index: number): { event: CompetitionEvent; marks: EventMarks } {
  const unique = [...new Map(draw.couples.map(([l, f]) => [coupleIdOf(l, f), entryOf(l, f)])).values()];
  const entries = Object.fromEntries(unique.map((entry) => [entry.entryId, entry]));
  const dances = DANCES.slice(0, draw.dances);
  const rounds: Record<string, Round> = {};
  const marks: Record<string, Record<string, JudgeMarks>> = {};
  draw.rounds.forEach((r, i) => {
    const n = i + 1;
    const floor = r.state === RoundState.Empty || unique.length === 0 ? [] : [...new Set(r.couples.map((k) => unique[k % unique.length]))];
    const state = floor.length === 0 && r.state !== RoundState.Skipped ? RoundState.Empty : r.state;
    rounds[String(n)] = {
      roundId: roundId(eventName, n), roundName: roundName(n, draw.rounds.length), roundNumber: n, eventName,
      scheduleIndex: index * 10 + n, recallSize: Math.max(1, floor.length), roundState: state,
      ...(floor.length > 0 ? { entries: Object.fromEntries(floor.map((e) => [e.entryId, toRoundEntry(e)])) } : {}),
    };
    if (state === RoundState.Running || state === RoundState.Marked || state === RoundState.Posted) {
      marks[String(n)] = { judgeA: { dances: { [dances[0]]: Object.fromEntries(floor.map((e) => [e.entryId, 1])) } } };
    }
  });
  return { event: { eventName, style: index % 2 === 0 ? 'Standard' : 'Latin', eventLevel: 'Bronze', dances: Object.fromEntries(dances.map((d, i) => [d, i])), entries, ...(draw.rounds.length > 0 ? { rounds } : {}) }, marks };
}

function withoutRounds(slots: Record<string, ScheduleSlot>, left: ReadonlySet<string>): Record<string, ScheduleSlot> {
  const out: Record<string, ScheduleSlot> = {};
  for (const [key, slot] of Object.entries(slots)) {
    if (slot.kind === 'break') {
      out[key] = slot;
      continue;
    }
    const rounds = Object.fromEntries(Object.entries(slot.rounds).filter(([roundKey]) => !left.has(roundKey)));
    if (Object.keys(rounds).length > 0) out[key] = { ...slot, rounds };
  }
  return out;
}

/** The day a draw describes, with the marks of its started rounds. */
export function dayOf(draw: DayDraw): RunningOrderInput & { marks: Record<string, EventMarks> } {
  const events: Record<string, CompetitionEvent> = {};
  const marks: Record<string, EventMarks> = {};
  draw.events.forEach((e, i) => {
    const name = `Event ${i + 1}`;
    const built = eventOf(name, e, i);
    events[name] = built.event;
    if (Object.keys(built.marks).length > 0) marks[name] = built.marks;
  });
  const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: draw.capacity, firstHeatStart: DAY_START };
  const left = new Set(draw.events.flatMap((e, i) => e.outOfOrder.filter((k) => k < e.rounds.length).map((k) => roundId(`Event ${i + 1}`, k + 1))));
  const slots = withoutRounds(buildRunningOrder(events, settings), left);
  const ordered = Object.entries(slots).sort(([, a], [, b]) => a.position - b.position);
  ordered.slice(0, draw.started).forEach(([key, slot], i, started) => {
    const startedAt = DAY_START + i * 10 * 60_000;
    const finished = i < started.length - 1 || draw.lastFinished;
    slots[key] = { ...slot, startedAt, ...(finished ? { finishedAt: startedAt + 5 * 60_000 } : {}) };
  });
  return { events, slots, settings, marks };
}

const stateArb = fc.constantFrom<RoundState>(RoundState.Empty, RoundState.Initialized, RoundState.Initialized, RoundState.Running, RoundState.Skipped, RoundState.Marked, RoundState.Posted);

export const eventDrawArb: fc.Arbitrary<EventDraw> = fc.record({
  couples: fc.array(fc.tuple(fc.nat(7), fc.nat(7)), { minLength: 0, maxLength: 10 }),
  dances: fc.integer({ min: 1, max: 3 }),
  rounds: fc.array(fc.record({ state: stateArb, couples: fc.array(fc.nat(20), { maxLength: 10 }) }), { maxLength: 3 }),
  outOfOrder: fc.array(fc.nat(2), { maxLength: 2 }),
});

export const dayDrawArb: fc.Arbitrary<DayDraw> = fc.record({
  events: fc.array(eventDrawArb, { minLength: 1, maxLength: 5 }),
  started: fc.nat(4),
  lastFinished: fc.boolean(),
  capacity: fc.integer({ min: 2, max: 8 }),
});
