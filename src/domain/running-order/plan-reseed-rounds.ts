// "Seed rounds for every event" made safe: each event gets rounds planned from its entries only when none of
// its rounds is protected (started, filled, judged, skipped, in the running order) or the organiser picked
// every protected one. The preview lists what changes and what is kept; the patch is written only on confirm.
import type { CompetitionEvent, Round, ScheduleSlot } from '../model';
import { seedEventRounds, type SeedOptions } from '../rounds';
import { type EventResults, roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { heatChangesOf, roundChangesOf, slotsDiffPatch } from './round-changes';
import { roundProtection } from './round-protection';
import { renumberRoundRefsPatch } from './round-refs';
import type { RunningOrderInput } from './running-order-input';
import type { KeptRound, RoundChange, RoundsPlan } from './rounds-plan';
import { slotsAfterPatch } from './guard-clashes';
import { heatRoundKey } from './slots';

export interface RoundsPlanInput extends RunningOrderInput {
  /** resultsSaved/: event name → saved results (cleared with the rounds they belong to). */
  results?: Readonly<Record<string, EventResults>>;
}

export interface ReseedOptions {
  /** The events to plan (default: every event). */
  events?: readonly string[];
  /** Round keys (`<event>-R<n>`) the organiser picked to be re-planned although protected. */
  include?: ReadonlySet<string>;
  /** Setup's pace for the legacy start times: the first re-planned round starts then, the next ones follow. */
  startTime?: number;
  minutesPerRound?: number;
}

function keptOf(input: RunningOrderInput, event: CompetitionEvent, include: ReadonlySet<string>): KeptRound[] {
  return roundsInOrder(event).flatMap((round): KeptRound[] => {
    const { reasons, hard } = roundProtection(input, event, round);
    if (reasons.length === 0 || (!hard && include.has(heatRoundKey(round)))) return [];
    return [{ eventName: event.eventName, roundNumber: round.roundNumber, roundName: round.roundName, reasons, message: `${event.eventName} ${round.roundName} is kept: it ${reasons.join(', ')}.` }];
  });
}

/** The next schedule index after every round of the day (the legacy field, for screens not yet on the day model). */
export function nextScheduleIndex(events: Readonly<Record<string, CompetitionEvent>>): number {
  return 1 + Math.max(0, ...Object.values(events).flatMap((event) => roundsInOrder(event).map((round) => round.scheduleIndex)).filter(Number.isFinite));
}

interface EventStep {
  patch: TreeUpdate;
  rounds: RoundChange[];
  /** How many rounds the event has after the plan. */
  count: number;
  slots: Record<string, ScheduleSlot>;
}

function reseedEvent(input: RoundsPlanInput, event: CompetitionEvent, slots: Record<string, ScheduleSlot>, seedOptions: SeedOptions): EventStep | null {
  const before = roundsInOrder(event);
  const seed = seedEventRounds({ event, marks: input.marks?.[event.eventName], results: input.results?.[event.eventName] }, seedOptions);
  const after = Object.values((seed[paths.rounds(event.eventName)] ?? {}) as Record<string, Round>).sort((a, b) => a.roundNumber - b.roundNumber);
  const rounds = roundChangesOf(event.eventName, before, after);
  if (rounds.length === 0) return null;
  // The old rounds leave the heats that named them; the new ones are listed as missing from the order.
  const gone = new Map(before.map((round) => [round.roundNumber, null] as const));
  const refs = renumberRoundRefsPatch({ ...input, slots }, event.eventName, gone);
  return { patch: seed, rounds, count: after.length, slots: slotsAfterPatch(slots, refs) };
}

/** Re-plans the rounds of every unprotected (or fully picked) event from its entries, as a preview and a patch. */
export function planReseedRounds(input: RoundsPlanInput, options: ReseedOptions = {}): RoundsPlan {
  const include = options.include ?? new Set<string>();
  const names = options.events ?? Object.keys(input.events).sort((a, b) => a.localeCompare(b));
  const plan: RoundsPlan = { patch: {}, rounds: [], heats: [], kept: [], changedEvents: [] };
  let slots: Record<string, ScheduleSlot> = { ...input.slots };
  let scheduleIndex = nextScheduleIndex(input.events);
  let startTime = options.startTime;
  const minutesPerRound = options.minutesPerRound ?? 10;
  for (const name of names) {
    const event = input.events[name];
    if (!event) continue;
    const kept = keptOf(input, event, include);
    if (kept.length > 0) {
      plan.kept.push(...kept);
      continue;
    }
    const first = roundsInOrder(event)[0]?.scheduleIndex ?? scheduleIndex;
    const step = reseedEvent(input, event, slots, { scheduleIndex: first, ...(startTime !== undefined ? { startTime, minutesPerRound } : {}) });
    if (!step) continue;
    if (startTime !== undefined) startTime += step.count * minutesPerRound * 60_000;
    Object.assign(plan.patch, step.patch);
    plan.rounds.push(...step.rounds);
    plan.changedEvents.push(name);
    slots = step.slots;
    scheduleIndex += step.rounds.length;
  }
  Object.assign(plan.patch, slotsDiffPatch(input.slots, slots, paths.scheduleSlot));
  plan.heats = heatChangesOf(input.slots, slots);
  return plan;
}
