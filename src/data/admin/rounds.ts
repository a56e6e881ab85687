// Round operations of the schedule and the consoles: each reads fresh data, asks the domain for the ONE
// update that does the job (refusals carry the reason), and sends it atomically.
import type { CompetitionEvent, StaffRole } from '../../domain/model';
import { addRoundAfter } from '../../domain/rounds/add-round';
import type { Requester } from '../../domain/rounds/checked-transition';
import { deleteRound } from '../../domain/rounds/delete-round';
import { type EventSnapshot, roundsInOrder } from '../../domain/rounds/event-snapshot';
import { isStarted } from '../../domain/rounds/guards';
import { reopenRound } from '../../domain/rounds/reopen-round';
import type { RoundAction } from '../../domain/rounds/round-state';
import { scheduleOf } from '../../domain/rounds/schedule';
import { seedEventRounds, setRecallSize } from '../../domain/rounds/seed-rounds';
import { skipRound } from '../../domain/rounds/skip-round';
import { clearRound, completeRound, startRound, stopRound, unskipRound } from '../../domain/rounds/state-actions';
import type { TreeUpdate } from '../../domain/tree-update';
import { paths } from '../paths';
import { moveInSchedulePatch, withCompactedSchedule } from './schedule-patch';
import { loadAllEvents, loadEventMarks, loadEventResults, loadEventSnapshot, loadRequester } from './snapshot';
import { getAdminWriter } from './writer';

/** The state changes a console offers as buttons; posting has its own screen (the scrutineer's). */
export type StateAction = Exclude<RoundAction, 'post' | 'fill'>;

const STATE_ACTIONS: Record<StateAction, (s: EventSnapshot, n: number, who: Requester) => TreeUpdate> = {
  start: startRound,
  stop: stopRound,
  complete: completeRound,
  skip: skipRound,
  unskip: unskipRound,
  clear: clearRound,
  reopen: (s, n, who) => reopenRound(s, n, who),
};

export function isStateAction(action: RoundAction): action is StateAction {
  return action in STATE_ACTIONS;
}

/** Throws the domain's refusal (RoundTransitionError / RoundOperationError) with its reason. */
export async function changeRoundState(eventName: string, roundNumber: number, action: StateAction, actor: StaffRole): Promise<void> {
  const [snapshot, who] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor)]);
  await getAdminWriter().update(STATE_ACTIONS[action](snapshot, roundNumber, who));
}

async function withOptionalCompaction(patch: TreeUpdate, compact: boolean): Promise<TreeUpdate> {
  if (!compact) return patch;
  return withCompactedSchedule(await loadAllEvents(), patch);
}

export async function addRound(eventName: string, afterRoundNumber: number, compactSchedule: boolean): Promise<void> {
  const snapshot = await loadEventSnapshot(eventName);
  const patch = addRoundAfter(snapshot, afterRoundNumber);
  await getAdminWriter().update(await withOptionalCompaction(patch, compactSchedule));
}

export async function removeRound(eventName: string, roundNumber: number, compactSchedule: boolean): Promise<void> {
  const snapshot = await loadEventSnapshot(eventName);
  const patch = deleteRound(snapshot, roundNumber);
  await getAdminWriter().update(await withOptionalCompaction(patch, compactSchedule));
}

export function setRoundRecallSize(eventName: string, roundNumber: number, size: number): Promise<void> {
  return getAdminWriter().update(setRecallSize(eventName, roundNumber, size));
}

export function setRoundStartTime(eventName: string, roundNumber: number, startTime: number | null): Promise<void> {
  return getAdminWriter().update({ [paths.roundField(eventName, roundNumber, 'roundStartTime')]: startTime });
}

/** Moves a round to position `to` (0 = first) of the day's running order, as the server holds it now. */
export async function moveRoundInSchedule(eventName: string, roundNumber: number, to: number): Promise<void> {
  const schedule = scheduleOf(await loadAllEvents());
  const from = schedule.findIndex((round) => round.eventName === eventName && round.roundNumber === roundNumber);
  if (from === -1) throw new Error(`Round ${roundNumber} of ${eventName} is no longer on the schedule.`);
  const patch = moveInSchedulePatch(schedule, from, Math.max(0, Math.min(to, schedule.length - 1)));
  if (Object.keys(patch).length > 0) await getAdminWriter().update(patch);
}

export interface GenerateOptions {
  startTime?: number;
  minutesPerRound?: number;
}

export interface GeneratePlan {
  patch: TreeUpdate;
  generated: string[];
  /** Event name → why it was left alone. */
  skipped: Record<string, string>;
}

function hasStarted(event: CompetitionEvent): boolean {
  return roundsInOrder(event).some(isStarted);
}

/**
 * Every event whose rounds have not started gets a fresh plan from its entries (the domain's seeding, with
 * the recall sizes of spec §9), scheduled after the rounds that are kept, event after event in the given order.
 */
export function generateRoundsPlan(snapshots: readonly EventSnapshot[], options: GenerateOptions = {}): GeneratePlan {
  const plan: GeneratePlan = { patch: {}, generated: [], skipped: {} };
  const kept = snapshots.filter(({ event }) => hasStarted(event));
  let next = 1 + Math.max(0, ...kept.flatMap(({ event }) => roundsInOrder(event).map((round) => round.scheduleIndex)));
  let startTime = options.startTime;
  const minutes = options.minutesPerRound ?? 10;
  for (const snapshot of snapshots) {
    const { eventName } = snapshot.event;
    try {
      const patch = seedEventRounds(snapshot, { scheduleIndex: next, startTime, minutesPerRound: minutes });
      const count = Object.keys((patch[paths.rounds(eventName)] as Record<string, unknown>) ?? {}).length;
      next += count;
      if (startTime !== undefined) startTime += count * minutes * 60_000;
      Object.assign(plan.patch, patch);
      plan.generated.push(eventName);
    } catch (error) {
      plan.skipped[eventName] = error instanceof Error ? error.message : String(error);
    }
  }
  return plan;
}

export async function loadAllSnapshots(order: (events: Record<string, CompetitionEvent>) => CompetitionEvent[]): Promise<EventSnapshot[]> {
  const events = await loadAllEvents();
  return Promise.all(
    order(events).map(async (event) => {
      const [marks, results] = await Promise.all([loadEventMarks(event.eventName), loadEventResults(event.eventName)]);
      return { event, marks, results };
    }),
  );
}

export async function generateRounds(
  order: (events: Record<string, CompetitionEvent>) => CompetitionEvent[],
  options: GenerateOptions = {},
): Promise<GeneratePlan> {
  const plan = generateRoundsPlan(await loadAllSnapshots(order), options);
  if (plan.generated.length > 0) await getAdminWriter().update(plan.patch);
  return plan;
}

export interface ClearPlan {
  patch: TreeUpdate;
  cleared: string[];
  skipped: Record<string, string>;
}

/** Takes down every event's rounds, marks and results, except events with a round under way or done. */
export function clearRoundsPlan(events: Readonly<Record<string, CompetitionEvent>>): ClearPlan {
  const plan: ClearPlan = { patch: {}, cleared: [], skipped: {} };
  for (const event of Object.values(events)) {
    if (!event.rounds) continue;
    const started = roundsInOrder(event).filter(isStarted);
    if (started.length > 0) {
      plan.skipped[event.eventName] = `${event.eventName} has rounds that started (${started.map((r) => r.roundName).join(', ')}); reopen or finish them first.`;
      continue;
    }
    plan.patch[paths.rounds(event.eventName)] = null;
    plan.patch[paths.eventMarks(event.eventName)] = null;
    plan.patch[paths.eventResults(event.eventName)] = null;
    plan.cleared.push(event.eventName);
  }
  return plan;
}

export async function clearRounds(): Promise<ClearPlan> {
  const plan = clearRoundsPlan(await loadAllEvents());
  if (plan.cleared.length > 0) await getAdminWriter().update(plan.patch);
  return plan;
}
