// Moving heats and couples on the day (issue 29), each returning the undo record the screen offers until
// the next heat starts; undoing writes the record's inverse after the domain says it is still safe. Each
// write carries the rounds' scheduleIndex/roundStartTime derived from the order it leaves (issue 29: kept in
// step by the same update, never edited apart); the undo record itself holds only the slots.
import {
  RunningOrderError, heatsOfRound, moveCoupleToHeatPlan, moveHeatsPlan, undoRefusal, withRoundFieldsInStep, type RunningOrderInput,
  type UndoRecord,
} from '../../domain/running-order';
import type { TreeUpdate } from '../../domain/tree-update';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadRunningOrder } from './running-order';

/** Sends the slots' edit and the rounds' fields it changes as ONE update. */
async function send(input: RunningOrderInput, slotPatch: TreeUpdate): Promise<void> {
  const patch = withRoundFieldsInStep(input, slotPatch, Date.now());
  if (Object.keys(patch).length > 0) await getDbWriter().update(patch);
}

/** Moves the heats (and breaks) `slotKeys`, kept together in their order, so the first takes place `place` (1-based). */
export async function moveHeats(slotKeys: readonly string[], place: number): Promise<UndoRecord> {
  const input = await loadRunningOrder();
  const plan = moveHeatsPlan(input, slotKeys, place);
  await send(input, plan.patch);
  return plan.undo;
}

/** Moves one couple of a split round into another heat of that round (named by its slot). */
export async function moveCoupleToHeat(roundKey: string, entryId: string, toSlotKey: string): Promise<UndoRecord> {
  const { slots } = await loadRunningOrder();
  const input = await loadRunningOrder(heatsOfRound(slots, roundKey).map(({ key }) => key));
  const plan = moveCoupleToHeatPlan(input, roundKey, entryId, toSlotKey);
  await send(input, plan.patch);
  return plan.undo;
}

/** Puts back what a move overwrote; refused (with the reason) once another heat started or the order changed since. */
export async function undoChange(record: UndoRecord): Promise<void> {
  const input = await loadRunningOrder();
  const refusal = undoRefusal(record, input.slots);
  if (refusal !== null) throw new RunningOrderError('undo-refused', refusal);
  await send(input, record.inverse);
}
