// Moving one couple of a split round into another heat of that round, named by heat number as on every screen.
import { clashChangeMessage } from './clash-change';
import { RunningOrderError } from './errors';
import { clashesWorsenedBy, type MovePlan } from './move-heats';
import type { RunningOrderInput } from './running-order-input';
import { moveCoupleToPartPatch } from './split-round';
import { heatsOfRound } from './slots';
import { undoRecordOf } from './undo-record';

/**
 * Moves couple `entryId` of round `roundKey` into the heat `toSlotKey` (another heat of the same round).
 * Refused when the move creates or worsens a clash, naming the dancers; returns the undo record.
 */
export function moveCoupleToHeatPlan(input: RunningOrderInput, roundKey: string, entryId: string, toSlotKey: string): MovePlan {
  const target = heatsOfRound(input.slots, roundKey).find(({ key }) => key === toSlotKey);
  const ref = target?.slot.rounds[roundKey];
  if (!target || ref?.part === undefined) throw new RunningOrderError('invalid-split', 'A couple can only move into another heat of the same round; pick one of its heats.');
  const patch = moveCoupleToPartPatch(input, roundKey, entryId, ref.part);
  const worsened = clashesWorsenedBy(input, patch);
  if (worsened.length > 0) throw new RunningOrderError('creates-clash', clashChangeMessage(worsened));
  const entry = input.events[ref.eventName]?.rounds?.[String(ref.roundNumber)]?.entries?.[entryId];
  const who = entry ? `${entry.leadName} and ${entry.followName}` : 'the couple';
  return { patch, undo: undoRecordOf(`Undo moving ${who} to heat ${target.slot.number}`, input.slots, patch) };
}
