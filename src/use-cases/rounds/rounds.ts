// Round operations of the schedule and the consoles: each reads fresh data, asks the domain for the ONE
// update that does the job (refusals carry the reason), and sends it atomically.
import type { CompetitionEvent, StaffRole } from '../../domain/model';
import { addRoundAfter } from '../../domain/rounds';
import { deleteRound } from '../../domain/rounds';
import type { EventSnapshot } from '../../domain/event-snapshot';
import { type StateAction, stateActionPatch } from '../../domain/rounds';
import { scheduleOf } from '../../domain/running-order';
import { moveInSchedulePatch, withCompactedSchedule } from '../../domain/running-order';
import { setRecallSize, setRoundStartTimePatch } from '../../domain/rounds';
import { clearRoundsPlan, type ClearPlan } from '../../domain/rounds';
import { generateRoundsPlan, type GenerateOptions, type GeneratePlan } from '../../domain/rounds';
import type { TreeUpdate } from '../../domain/tree-update';
import { type RoundRenumbering, renumberingAfterAdding, renumberingAfterDeleting } from '../../domain/rounds';
import { renumberRoundRefsPatch, withRoundFieldsInStep, type RunningOrderInput } from '../../domain/running-order';
import { roundPanelsRenumberPatch } from '../../domain/panels';
import { loadAllEvents, loadEventMarks, loadEventResults, loadEventSnapshot, loadPanelContext, loadRequester } from '../../data/snapshot';
import { loadRunningOrder } from '../running-order/running-order';
import { getDbWriter } from '../../data/writes/db-writer';

/** Throws the domain's refusal (RoundTransitionError / RoundOperationError) with its reason. */
export async function changeRoundState(eventName: string, roundNumber: number, action: StateAction, actor: StaffRole): Promise<void> {
  const [snapshot, who] = await Promise.all([loadEventSnapshot(eventName), loadRequester(actor, { eventName, roundNumber })]);
  await getDbWriter().update(stateActionPatch(action, snapshot, roundNumber, who));
}

async function withOptionalCompaction(patch: TreeUpdate, compact: boolean): Promise<TreeUpdate> {
  if (!compact) return patch;
  return withCompactedSchedule(await loadAllEvents(), patch);
}

/** The running order's heats and the rounds' own panels name rounds by number: they follow in the same update. */
async function withRoundReferencesFollowing(order: RunningOrderInput, patch: TreeUpdate, eventName: string, renumbered: RoundRenumbering): Promise<TreeUpdate> {
  const { panels } = await loadPanelContext();
  return { ...patch, ...renumberRoundRefsPatch(order, eventName, renumbered), ...roundPanelsRenumberPatch(panels, eventName, renumbered) };
}

/** Once there is a running order, the rounds' scheduleIndex/roundStartTime follow it in the same update (issue 29). */
function inStepWithOrder(order: RunningOrderInput, patch: TreeUpdate): TreeUpdate {
  return Object.keys(order.slots).length === 0 ? patch : withRoundFieldsInStep(order, patch, Date.now());
}

export async function addRound(eventName: string, afterRoundNumber: number, compactSchedule: boolean): Promise<void> {
  const [snapshot, order] = await Promise.all([loadEventSnapshot(eventName), loadRunningOrder()]);
  const patch = addRoundAfter(snapshot, afterRoundNumber);
  const following = await withRoundReferencesFollowing(order, patch, eventName, renumberingAfterAdding(snapshot.event, afterRoundNumber));
  await getDbWriter().update(inStepWithOrder(order, await withOptionalCompaction(following, compactSchedule)));
}

export async function removeRound(eventName: string, roundNumber: number, compactSchedule: boolean): Promise<void> {
  const [snapshot, order] = await Promise.all([loadEventSnapshot(eventName), loadRunningOrder()]);
  const patch = deleteRound(snapshot, roundNumber);
  const following = await withRoundReferencesFollowing(order, patch, eventName, renumberingAfterDeleting(snapshot.event, roundNumber));
  await getDbWriter().update(inStepWithOrder(order, await withOptionalCompaction(following, compactSchedule)));
}

export function setRoundRecallSize(eventName: string, roundNumber: number, size: number): Promise<void> {
  return getDbWriter().update(setRecallSize(eventName, roundNumber, size));
}

export function setRoundStartTime(eventName: string, roundNumber: number, startTime: number | null): Promise<void> {
  return getDbWriter().update(setRoundStartTimePatch(eventName, roundNumber, startTime));
}

/** Moves a round to position `to` (0 = first) of the day's running order, as the server holds it now. */
export async function moveRoundInSchedule(eventName: string, roundNumber: number, to: number): Promise<void> {
  const schedule = scheduleOf(await loadAllEvents());
  const from = schedule.findIndex((round) => round.eventName === eventName && round.roundNumber === roundNumber);
  if (from === -1) throw new Error(`Round ${roundNumber} of ${eventName} is no longer on the schedule.`);
  const patch = moveInSchedulePatch(schedule, from, Math.max(0, Math.min(to, schedule.length - 1)));
  if (Object.keys(patch).length > 0) await getDbWriter().update(patch);
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
  if (plan.generated.length > 0) await getDbWriter().update(plan.patch);
  return plan;
}

export async function clearRounds(): Promise<ClearPlan> {
  const plan = clearRoundsPlan(await loadAllEvents());
  if (plan.cleared.length > 0) await getDbWriter().update(plan.patch);
  return plan;
}
