// What a panel's size means for scoring and posting: the majority in a final, the smallest panel that may
// post, and the warning for an even panel.
import { PanelError } from './errors';

export const MIN_PANEL_TO_POST = 3;

/** More than half the panel: floor(J / 2) + 1 (5 → 3, 7 → 4, and 4 → 3 for an even panel). */
export function majorityOf(panelSize: number): number {
  return Math.floor(panelSize / 2) + 1;
}

/** Why a round judged by `panelSize` judges may not be posted, or null when it may. */
export function postingRefusal(panelSize: number, where: string): PanelError | null {
  if (panelSize >= MIN_PANEL_TO_POST) return null;
  return new PanelError(
    'panel-too-small',
    `${where} is judged by ${panelSize} judge${panelSize === 1 ? '' : 's'}; results need a panel of at least ${MIN_PANEL_TO_POST} so that a majority means something. Add judges to the panel before posting.`,
  );
}

/** Advice (not a refusal) for an organiser assigning a panel. */
export function panelWarnings(panelSize: number, isFinal: boolean): string[] {
  const warnings: string[] = [];
  if (panelSize < MIN_PANEL_TO_POST) warnings.push(`A panel of ${panelSize} cannot post results; at least ${MIN_PANEL_TO_POST} judges are needed.`);
  if (isFinal && panelSize >= MIN_PANEL_TO_POST && panelSize % 2 === 0) {
    warnings.push(`An even panel of ${panelSize} can tie on a place; the majority is ${majorityOf(panelSize)}. An odd panel is usual for a final.`);
  }
  return warnings;
}
