import { useEffect, useState } from 'react';
import type { OnDeckAlert } from '../../domain/running-order';
import { browserNotifyEnvironment, notifyStateOf, stopNotifying, type NotifyState } from './notify-state';

export interface OnDeckNotifications {
  state: NotifyState;
  /** Asks the browser's permission; a yes is remembered on this device. */
  ask: () => Promise<void>;
  stop: () => void;
  /** Why notifications could not start (their code did not load), else null. */
  problem: string | null;
}

const LOAD_FAILED = 'Notifications could not start: this page could not load them. Check the connection and try again, or reload the page.';

/** Asking and showing load on first use (on-deck-notifications.ts): a dancer who never opts in never downloads them. */
const loadNotifications = () => import('./on-deck-notifications');

/** Shows each alert once (per heat, per device) while the page is open and the dancer opted in. */
export function useOnDeckNotifications(alerts: readonly OnDeckAlert[]): OnDeckNotifications {
  const [state, setState] = useState<NotifyState>(() => notifyStateOf(browserNotifyEnvironment()));
  const [problem, setProblem] = useState<string | null>(null);
  const keys = alerts.map((alert) => alert.key).join('\n');
  useEffect(() => {
    if (state !== 'on' || alerts.length === 0) return;
    let current = true;
    loadNotifications().then(
      (notifications) => {
        if (current) notifications.showAlerts(browserNotifyEnvironment(), alerts);
      },
      () => {
        if (current) setProblem(LOAD_FAILED);
      },
    );
    return () => {
      current = false;
    };
    // The alerts' keys say when there is something new to show; the array itself is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, keys]);
  return {
    state,
    problem,
    ask: async () => {
      setProblem(null);
      try {
        const notifications = await loadNotifications();
        setState(await notifications.askToNotify(browserNotifyEnvironment()));
      } catch {
        setProblem(LOAD_FAILED);
      }
    },
    stop: () => setState(stopNotifying(browserNotifyEnvironment())),
  };
}
