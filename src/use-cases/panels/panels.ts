// The organiser's panel edits: the domain builds each patch from what the server holds now (refusing a change
// to a marked round with its reason); this sends it with any letters not yet stored, in one update.
import { newJudgeLettersPatch, removeJudgeFromPanelsPatch, setEventPanelPatch, setRoundPanelPatch, type PanelEdit, type PanelEditInput } from '../../domain/panels';
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
