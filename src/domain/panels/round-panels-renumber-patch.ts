// A round's own panel is stored under its round number, so it follows the round when adding or deleting a
// round renumbers its event (the deleted round's panel goes with it).
import type { PanelsRecord, StoredPanel } from '../model';
import type { RoundRenumbering } from '../rounds';
import { paths } from '../tree-paths';
import { type TreeUpdate, sameValue } from '../tree-update';

export function roundPanelsRenumberPatch(panels: PanelsRecord | undefined, eventName: string, renumbered: RoundRenumbering): TreeUpdate {
  const before = panels?.rounds?.[eventName] ?? {};
  const after: Record<string, StoredPanel> = {};
  for (const [number, panel] of Object.entries(before)) {
    const to = renumbered.get(Number(number));
    if (to === null) continue;
    after[String(to ?? number)] = panel;
  }
  const patch: TreeUpdate = {};
  for (const number of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const next = after[number] ?? null;
    if (!sameValue(next, before[number] ?? null)) patch[paths.roundPanel(eventName, Number(number))] = next;
  }
  return patch;
}
