// Display settings and the live refresh: patches built in src/domain/setup/display-settings; this sends them.
import { type DisplayToggles, displaySettingsPatch, liveRefreshPatch } from '../../domain/setup';
import { getDbWriter } from '../../data/writes/db-writer';

export function saveDisplaySettings(toggles: DisplayToggles): Promise<void> {
  return getDbWriter().update(displaySettingsPatch(toggles));
}

export function forceLiveRefresh(): Promise<void> {
  return getDbWriter().update(liveRefreshPatch());
}
