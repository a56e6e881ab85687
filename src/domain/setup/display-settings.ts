// Event display settings (spec §3) and the live views' refresh signal.
import type { EventDisplaySettings } from '../model';
import type { TreeUpdate } from '../tree-update';
import { paths } from '../tree-paths';

export const DISPLAY_TOGGLES = [
  'showScheduleIndex',
  'hideLevelIcons',
  'highlightOtherRoundsInEvent',
  'hideClearRoundsButton',
  'hideGenerateRoundsButton',
  'reorderAfterAddRemoveRound',
] as const;
export type DisplayToggle = (typeof DISPLAY_TOGGLES)[number];
export type DisplayToggles = Record<DisplayToggle, boolean>;

/** Each toggle as its own path, so the live refresh index beside them is never overwritten. */
export function displaySettingsPatch(toggles: DisplayToggles): TreeUpdate {
  const settings = paths.eventSettings();
  return Object.fromEntries(DISPLAY_TOGGLES.map((name) => [`${settings}/${name}`, toggles[name]]));
}

export function togglesOf(settings: EventDisplaySettings | undefined): DisplayToggles {
  return Object.fromEntries(DISPLAY_TOGGLES.map((name) => [name, settings?.[name] === true])) as DisplayToggles;
}

/** Only the refresh index: live views watch it and re-scroll when it changes. */
export function liveRefreshPatch(random: () => number = Math.random): TreeUpdate {
  return { [paths.liveScrollRefreshIndex()]: random() };
}
