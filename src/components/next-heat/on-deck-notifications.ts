// The browser's side of the opt-in on-deck notification: whether this browser can notify, asking once, the
// dancer's choice and the heats already notified kept in localStorage (so a reload never notifies twice).
import type { OnDeckAlert } from '../../domain/running-order';

/** 'on': asked and allowed; 'off': not asked (or stopped); 'refused': the browser or the dancer said no. */
export type NotifyState = 'unsupported' | 'off' | 'on' | 'refused';

/** What the module needs from the window: the Notification API (absent in some browsers) and storage. */
export interface NotifyEnvironment {
  Notification?: {
    readonly permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
    new (title: string, options?: NotificationOptions): unknown;
  };
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export const CHOICE_KEY = 'ballroom.onDeckNotify';
export const SHOWN_KEY = 'ballroom.onDeckNotified';

export function browserNotifyEnvironment(): NotifyEnvironment {
  // Absent in some browsers (older iOS Safari outside a home-screen app), so typed as optional here.
  const Notification = (window as { Notification?: NotifyEnvironment['Notification'] }).Notification;
  return { ...(Notification ? { Notification } : {}), storage: window.localStorage };
}

/** The state to show when the page opens: the remembered choice, checked against what the browser allows now. */
export function notifyStateOf(env: NotifyEnvironment): NotifyState {
  if (!env.Notification) return 'unsupported';
  if (env.Notification.permission === 'denied') return 'refused';
  return env.storage.getItem(CHOICE_KEY) === 'on' && env.Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks the browser (it shows its own prompt once) and remembers a yes. */
export async function askToNotify(env: NotifyEnvironment): Promise<NotifyState> {
  if (!env.Notification) return 'unsupported';
  const answer = env.Notification.permission === 'granted' ? 'granted' : await env.Notification.requestPermission();
  // 'default': the prompt was dismissed without an answer, so the button stays to ask again.
  if (answer !== 'granted') return answer === 'denied' ? 'refused' : 'off';
  env.storage.setItem(CHOICE_KEY, 'on');
  return 'on';
}

export function stopNotifying(env: NotifyEnvironment): NotifyState {
  env.storage.removeItem(CHOICE_KEY);
  return 'off';
}

/** The heats already notified on this device. */
export function shownAlerts(env: NotifyEnvironment): Set<string> {
  try {
    const parsed: unknown = JSON.parse(env.storage.getItem(SHOWN_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Shows each alert not shown before (when the dancer said yes) and records it; returns the keys shown now. */
export function showAlerts(env: NotifyEnvironment, alerts: readonly OnDeckAlert[]): string[] {
  if (!env.Notification || notifyStateOf(env) !== 'on') return [];
  const shown = shownAlerts(env);
  const fresh = alerts.filter((alert) => !shown.has(alert.key));
  for (const alert of fresh) {
    new env.Notification(alert.title, { body: alert.body, tag: `on-deck-${alert.key}` });
    shown.add(alert.key);
  }
  // Keeps the latest hundred: a day has fewer heats than that for one dancer.
  if (fresh.length > 0) env.storage.setItem(SHOWN_KEY, JSON.stringify([...shown].slice(-100)));
  return fresh.map((alert) => alert.key);
}
