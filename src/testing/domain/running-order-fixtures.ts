// Builders for running-order tests: events whose couples are named people, and patches applied to slots.
import { competitorIdFor } from '../../domain/competitors';
import { RoundState, type CompetitionEvent, type Entry, type Round, type RoundEntry, type ScheduleSlot, type Style } from '../../domain/model';
import { roundId, roundName } from '../../domain/rounds';
import { applyTreeUpdate, type TreeUpdate } from '../../domain/tree-update';
import { DEFAULT_SCHEDULE_SETTINGS } from '../../domain/running-order';
import type { RunningOrderInput } from '../../domain/running-order';

export type Couple = readonly [lead: string, follow: string];

export interface RoundSpec {
  couples?: readonly Couple[];
  state?: RoundState;
  recallSize?: number;
  scheduleIndex: number;
}

export interface EventSpec {
  style?: Style;
  dances?: readonly string[];
  rounds: readonly RoundSpec[];
}

export const entryIdOf = ([lead, follow]: Couple) => competitorIdFor(`${lead}_${follow}`);

/** `count` couples "<prefix> Lead i" / "<prefix> Follow i": nobody dances in two of them. */
export function namedCouples(count: number, prefix: string): Couple[] {
  return Array.from({ length: count }, (_, i) => [`${prefix} Lead ${i + 1}`, `${prefix} Follow ${i + 1}`] as const);
}

export function makeEvent(eventName: string, spec: EventSpec): CompetitionEvent {
  const entries: Record<string, Entry> = {};
  const rounds: Record<string, Round> = {};
  spec.rounds.forEach((r, i) => {
    const n = i + 1;
    const roundEntries: Record<string, RoundEntry> = {};
    (r.couples ?? []).forEach((couple, k) => {
      const entryId = entryIdOf(couple);
      roundEntries[entryId] = { leadName: couple[0], followName: couple[1], affiliation: 'TBA', leadNumber: 100 + k };
      entries[entryId] = {
        entryId, leadName: couple[0], followName: couple[1], leadId: competitorIdFor(couple[0]), followId: competitorIdFor(couple[1]),
        affiliation: 'TBA', registeredTime: 0, leadNumber: 100 + k,
      };
    });
    rounds[String(n)] = {
      roundId: roundId(eventName, n), roundName: roundName(n, spec.rounds.length), roundNumber: n, eventName,
      scheduleIndex: r.scheduleIndex, recallSize: r.recallSize ?? Math.max(1, (r.couples ?? []).length),
      roundState: r.state ?? (r.couples && r.couples.length > 0 ? RoundState.Initialized : RoundState.Empty),
      ...(Object.keys(roundEntries).length > 0 ? { entries: roundEntries } : {}),
    };
  });
  const dances = Object.fromEntries((spec.dances ?? ['Waltz']).map((d, i) => [d, i]));
  return { eventName, style: spec.style ?? 'Standard', eventLevel: 'Bronze', dances, entries, rounds };
}

export function inputOf(events: Record<string, CompetitionEvent>, slots: Record<string, ScheduleSlot>, overrides: Partial<RunningOrderInput> = {}): RunningOrderInput {
  return { events, slots, settings: DEFAULT_SCHEDULE_SETTINGS, ...overrides };
}

/** The slots after a patch, as the database would hold them. */
export function slotsAfter(slots: Record<string, ScheduleSlot>, patch: TreeUpdate): Record<string, ScheduleSlot> {
  const tree = applyTreeUpdate({ schedule: { slots } }, patch) as { schedule?: { slots?: Record<string, ScheduleSlot> } };
  return tree.schedule?.slots ?? {};
}
