import { useEffect, useState } from 'react';
import type { OnDeckAlert } from '../../domain/running-order';
import { askToNotify, browserNotifyEnvironment, notifyStateOf, showAlerts, stopNotifying, type NotifyState } from './on-deck-notifications';

export interface OnDeckNotifications {
  state: NotifyState;
  /** Asks the browser's permission; a yes is remembered on this device. */
  ask: () => Promise<void>;
  stop: () => void;
}

/** Shows each alert once (per heat, per device) while the page is open and the dancer opted in. */
export function useOnDeckNotifications(alerts: readonly OnDeckAlert[]): OnDeckNotifications {
  const [state, setState] = useState<NotifyState>(() => notifyStateOf(browserNotifyEnvironment()));
  const keys = alerts.map((alert) => alert.key).join('\n');
  useEffect(() => {
    if (state === 'on') showAlerts(browserNotifyEnvironment(), alerts);
    // The alerts' keys say when there is something new to show; the array itself is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, keys]);
  return {
    state,
    ask: async () => setState(await askToNotify(browserNotifyEnvironment())),
    stop: () => setState(stopNotifying(browserNotifyEnvironment())),
  };
}
