// A floor's judges' panel (issue 30): the organiser's default for the rounds danced on that floor. It is written
// as those rounds' panels, tagged with the floor, so the marks' security rule (which reads a round's panel) needs
// no knowledge of floors. A round with a panel of its own (untagged) keeps it; a round already marked keeps the
// panel that marked it; a tagged round no longer on the floor goes back to its event's panel.
import type { FloorId, StoredPanel } from '../model';
import { roundMarksOf } from '../event-snapshot';
import type { DayModel } from '../running-order';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { type PanelEdit, type PanelEditInput, storedPanel } from './panel-patches';
import { panelWarnings } from './panel-rules';

/** The rounds danced in heats on this floor: "<event>\0<round number>". */
function roundsOn(day: DayModel, floor: string): Map<string, { eventName: string; roundNumber: number; isFinal: boolean }> {
  const out = new Map<string, { eventName: string; roundNumber: number; isFinal: boolean }>();
  for (const heat of day.heats.filter((h) => h.floor === floor)) {
    for (const r of heat.rounds) out.set(`${r.eventName}\u0000${r.roundNumber}`, { eventName: r.eventName, roundNumber: r.roundNumber, isFinal: r.isFinal });
  }
  return out;
}

const marked = (input: PanelEditInput, eventName: string, roundNumber: number) => Object.keys(roundMarksOf(input.marks?.[eventName], roundNumber)).length > 0;

/** Floor `floor`'s panel (judge keys), or null to remove it; the rounds on that floor follow it in the same update. */
export function setFloorPanelPatch(input: PanelEditInput, day: DayModel, floor: FloorId, judgeKeys: readonly string[] | null): PanelEdit {
  const panel: StoredPanel | null = judgeKeys === null ? null : { ...storedPanel(input, judgeKeys), floor };
  const patch: TreeUpdate = { [paths.floorPanel(floor)]: panel === null ? null : { judges: panel.judges } };
  const here = roundsOn(day, floor);
  for (const round of here.values()) {
    const own = input.panels?.rounds?.[round.eventName]?.[String(round.roundNumber)];
    if ((own && own.floor === undefined) || marked(input, round.eventName, round.roundNumber)) continue;
    patch[paths.roundPanel(round.eventName, round.roundNumber)] = panel;
  }
  // Rounds that took this floor's panel but are no longer danced on it follow their event again.
  for (const [eventName, rounds] of Object.entries(input.panels?.rounds ?? {})) {
    for (const [roundNumber, stored] of Object.entries(rounds ?? {})) {
      if (stored?.floor !== floor || here.has(`${eventName}\u0000${roundNumber}`) || marked(input, eventName, Number(roundNumber))) continue;
      patch[paths.roundPanel(eventName, Number(roundNumber))] = null;
    }
  }
  const size = panel === null ? 0 : Object.keys(panel.judges).length;
  const final = [...here.values()].some((r) => r.isFinal);
  return { patch, warnings: panel === null ? [] : panelWarnings(size, final) };
}
