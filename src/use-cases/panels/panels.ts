// The organiser's panel edits: the domain builds each patch from what the server holds now (refusing a change
// to a marked round with its reason); this sends it with any letters not yet stored, in one update.
import { newJudgeLettersPatch, removeJudgeFromPanelsPatch, setEventPanelPatch, setFloorPanelPatch, setRoundPanelPatch, type PanelEdit, type PanelEditInput } from '../../domain/panels';
import type { FloorId } from '../../domain/model';
import { dayModelOf } from '../../domain/running-order';
import { loadRunningOrder } from '../running-order/running-order';
import { removePersonPatch } from '../../domain/officials';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadAllEvents, loadEventMarks, loadPanelContext } from '../../data/snapshot';

async function editInput(eventName: string): Promise<PanelEditInput> {
  const [context, events, marks] = await Promise.all([loadPanelContext(), loadAllEvents(), loadEventMarks(eventName)]);
  return { ...context, events, marks: { [eventName]: marks } };
}

async function send(input: PanelEditInput, edit: PanelEdit): Promise<string[]> {
  await getDbWriter().update({ ...newJudgeLettersPatch(input.officials, input.panels?.letters), ...edit.patch });
  return edit.warnings;
}

/** The event's panel (judge keys), or null for every judge. Resolves the domain's warnings. */
export async function setEventPanel(eventName: string, judgeKeys: readonly string[] | null): Promise<string[]> {
  const input = await editInput(eventName);
  return send(input, setEventPanelPatch(input, eventName, judgeKeys));
}

/** One round's own panel, or null to follow the event's panel again. Resolves the domain's warnings. */
export async function setRoundPanel(eventName: string, roundNumber: number, judgeKeys: readonly string[] | null): Promise<string[]> {
  const input = await editInput(eventName);
  return send(input, setRoundPanelPatch(input, eventName, roundNumber, judgeKeys));
}

/** Removes an official and, for a judge, takes them off every stored panel (their letter stays taken). */
export async function removeOfficialFromPanels(judgeKey: string): Promise<void> {
  const context = await loadPanelContext();
  await getDbWriter().update({ ...removeJudgeFromPanelsPatch({ ...context, events: {} }, judgeKey), ...removePersonPatch('officials', judgeKey) });
}

/** A floor's panel (judge keys), or null to remove it; the rounds danced on the floor follow it in the same update. */
export async function setFloorPanel(floor: FloorId, judgeKeys: readonly string[] | null): Promise<string[]> {
  const [context, order] = await Promise.all([loadPanelContext(), loadRunningOrder()]);
  const day = dayModelOf(order, Date.now());
  // Marks only of the events concerned: those danced on the floor, and those holding a round panel from it.
  const names = new Set(day.heats.filter((heat) => heat.floor === floor).flatMap((heat) => heat.rounds.map((r) => r.eventName)));
  for (const [eventName, rounds] of Object.entries(context.panels?.rounds ?? {})) {
    if (Object.values(rounds ?? {}).some((panel) => panel?.floor === floor)) names.add(eventName);
  }
  const marks = Object.fromEntries(await Promise.all([...names].map(async (name) => [name, await loadEventMarks(name)] as const)));
  const input: PanelEditInput = { ...context, events: order.events, marks };
  return send(input, setFloorPanelPatch(input, day, floor, judgeKeys));
}
