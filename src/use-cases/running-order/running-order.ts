// The organiser's edits of the day's running order (issue 16), and the start/finish records of the floor.
// Each reads schedule/, the events and (where a refusal protects judged rounds) the marks fresh, asks
// src/domain/running-order for the ONE update, refuses any edit that would create a new clash, and sends it
// with the rounds' scheduleIndex/roundStartTime the edited day gives (issue 29: kept in step by the same
// update). Only the floor's start/finish records go alone: they move no planned time, and the deck captain
// who sends them may not write rounds.
import type { ScheduleSettings, ScheduleSlot } from '../../domain/model';
import {
  addBreakPatch, addRoundHeatsPatch, advanceHeatPatch, moveHeatToFloorPatch, buildRunningOrderPatch, combineHeatsPatch, editBreakPatch, moveCoupleToPartPatch, moveSlotPatch,
  refuseNewClashes, removeBreakPatch, renumberHeatsPatch, resplitRoundPatch, scheduleSettingsOf, scheduleSettingsPatch, separateRoundPatch,
  slotTimesPatch, withRoundFieldsInStep, type NewBreak, type RunningOrderInput,
} from '../../domain/running-order';
import type { EventMarks } from '../../domain/event-snapshot';
import type { TreeUpdate } from '../../domain/tree-update';
import { DbError } from '../../data/errors';
import { paths } from '../../data/paths';
import { runningOrderRecordSchema } from '../../data/running-order-schema';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadAllEvents, loadEventMarks } from '../../data/snapshot';
import { withFloorPanelsFollowing } from '../panels/floor-panels-follow';

async function loadSchedule(): Promise<{ settings: ScheduleSettings; slots: Record<string, ScheduleSlot> }> {
  const value = await getDbWriter().readOnce(paths.schedule());
  const result = runningOrderRecordSchema.safeParse(value ?? {});
  if (!result.success) throw new DbError('invalid-data', `The running order (schedule/) is malformed: ${result.error.issues[0]?.message ?? 'unexpected shape'}.`);
  return { settings: scheduleSettingsOf(result.data.settings), slots: result.data.slots ?? {} };
}

/** Marks of the events a set of slots dances (only those: a big day's marks are large). */
async function loadMarksOf(slots: Readonly<Record<string, ScheduleSlot>>, slotKeys: readonly string[]): Promise<Record<string, EventMarks>> {
  const names = new Set<string>();
  for (const key of slotKeys) {
    const slot = slots[key];
    if (slot?.kind === 'heat') for (const ref of Object.values(slot.rounds)) names.add(ref.eventName);
  }
  const entries = await Promise.all([...names].map(async (name) => [name, await loadEventMarks(name)] as const));
  return Object.fromEntries(entries);
}

/** What the domain reads, as the server holds it now; marks only of the slots named. */
export async function loadRunningOrder(markedSlots: readonly string[] = []): Promise<RunningOrderInput> {
  const [events, schedule] = await Promise.all([loadAllEvents(), loadSchedule()]);
  const marks = await loadMarksOf(schedule.slots, markedSlots);
  return { events, ...schedule, marks };
}

function slotKeysOfRound(slots: Readonly<Record<string, ScheduleSlot>>, roundKey: string): string[] {
  return Object.entries(slots).filter(([, slot]) => slot.kind === 'heat' && slot.rounds[roundKey] !== undefined).map(([key]) => key);
}

async function send(patch: TreeUpdate): Promise<void> {
  if (Object.keys(patch).length > 0) await getDbWriter().update(patch);
}

/**
 * Sends an edit of the day with the rounds' fields it changes and the floor panels following the rounds onto
 * their floors, as ONE update. Resolves the note naming judged rounds that kept their panel (else null).
 */
export async function sendInStep(input: RunningOrderInput, patch: TreeUpdate): Promise<string | null> {
  const now = Date.now();
  const followed = await withFloorPanelsFollowing(input, withRoundFieldsInStep(input, patch, now), now);
  await send(followed.patch);
  return followed.note;
}

/** Sends an edit of the order unless it would put a dancer in a new clash (the refusal names them). */
async function sendWithoutNewClash(input: RunningOrderInput, patch: TreeUpdate): Promise<string | null> {
  return sendInStep(input, refuseNewClashes(input, patch));
}

/** New settings move every planned time, so the rounds' start times follow in the same update. */
export async function saveScheduleSettings(settings: ScheduleSettings): Promise<void> {
  const input = await loadRunningOrder();
  await sendInStep(input, scheduleSettingsPatch(settings));
}

/** Builds the running order from the rounds with these settings (refused once a heat has started). */
export async function buildRunningOrderFromRounds(settings: ScheduleSettings): Promise<string | null> {
  const input = await loadRunningOrder();
  return sendInStep(input, buildRunningOrderPatch(input.events, settings, input.slots));
}

export async function combineHeats(intoKey: string, otherKeys: readonly string[]): Promise<string | null> {
  const input = await loadRunningOrder([intoKey, ...otherKeys]);
  return sendWithoutNewClash(input, combineHeatsPatch(input, intoKey, otherKeys));
}

export async function separateRound(slotKey: string, roundKey: string): Promise<string | null> {
  const input = await loadRunningOrder([slotKey]);
  return sendWithoutNewClash(input, separateRoundPatch(input, slotKey, roundKey));
}

export async function resplitRound(roundKey: string, parts: number): Promise<string | null> {
  const { slots } = await loadSchedule();
  const input = await loadRunningOrder(slotKeysOfRound(slots, roundKey));
  return sendWithoutNewClash(input, resplitRoundPatch(input, roundKey, parts));
}

export async function moveCoupleToPart(roundKey: string, entryId: string, toPart: number): Promise<string | null> {
  const { slots } = await loadSchedule();
  const input = await loadRunningOrder(slotKeysOfRound(slots, roundKey));
  return sendWithoutNewClash(input, moveCoupleToPartPatch(input, roundKey, entryId, toPart));
}

/** Moves a slot to index `to` (0 = first) of the day's list. */
export async function moveSlot(slotKey: string, to: number): Promise<void> {
  const input = await loadRunningOrder();
  await sendWithoutNewClash(input, moveSlotPatch(input, slotKey, to));
}

export async function addBreak(draft: NewBreak, at: number): Promise<void> {
  const input = await loadRunningOrder();
  await sendInStep(input, addBreakPatch(input, draft, at));
}

export async function editBreak(slotKey: string, draft: NewBreak): Promise<void> {
  const input = await loadRunningOrder();
  await sendInStep(input, editBreakPatch(input, slotKey, draft));
}

/** Removing a break can bring two heats of a dancer too close: refused then, like any other edit. */
export async function removeBreak(slotKey: string): Promise<void> {
  const input = await loadRunningOrder();
  await sendWithoutNewClash(input, removeBreakPatch(input, slotKey));
}

export async function renumberHeats(): Promise<void> {
  const input = await loadRunningOrder();
  await sendInStep(input, renumberHeatsPatch(input));
}

/** Puts a round no heat holds (a round added after the build) into heats of its own at the end of the day. */
export async function addRoundToRunningOrder(eventName: string, roundNumber: number): Promise<string | null> {
  const input = await loadRunningOrder();
  return sendInStep(input, addRoundHeatsPatch(input, eventName, roundNumber));
}

/** Puts a heat not yet started on another floor; the floor's panel follows its rounds in the same update. */
export async function moveHeatToFloor(slotKey: string, floor: string): Promise<string | null> {
  const input = await loadRunningOrder([slotKey]);
  return sendWithoutNewClash(input, moveHeatToFloorPatch(input, slotKey, floor));
}

/**
 * Puts a heat back on the floor a move took it from (the console's Undo): the order as it was before, clashes it
 * already had included, so no clash check; the panels follow as for any move. The screen offers it only while the
 * heat is where the move put it and not started (floorUndoRefusal); the patch refuses a started heat anyway.
 */
export async function moveHeatBackToFloor(slotKey: string, floor: string): Promise<string | null> {
  const input = await loadRunningOrder([slotKey]);
  return sendInStep(input, moveHeatToFloorPatch(input, slotKey, floor));
}

/** The floor's record: when a heat or break started or finished (organiser, deck captain, MC). */
export async function recordSlotTime(slotKey: string, moment: 'start' | 'finish', now: number = Date.now()): Promise<void> {
  const input = await loadRunningOrder();
  await send(slotTimesPatch(input, slotKey, moment === 'start' ? { startedAt: now } : { finishedAt: now }));
}


/** The MC's heat counter: the heat on deck on `floor` starts and the one before it finishes, in one update. */
export async function advanceHeat(floor: string, slotKey: string, now: number = Date.now()): Promise<void> {
  const input = await loadRunningOrder();
  await send(advanceHeatPatch(input, floor, slotKey, now));
}
