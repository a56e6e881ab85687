// The browser's side of the opt-in on-deck notification: asking once, and showing each heat once, the heats
// already notified kept in localStorage (so a reload never notifies twice). Loaded when the dancer opts in or has
// opted in before; the state on opening and the dancer's choice are in notify-state.ts.
import type { OnDeckAlert } from '../../domain/running-order';
import { CHOICE_KEY, notifyStateOf, type NotifyEnvironment, type NotifyState } from './notify-state';

export { browserNotifyEnvironment, CHOICE_KEY, notifyStateOf, stopNotifying, type NotifyEnvironment, type NotifyState } from './notify-state';

export const SHOWN_KEY = 'ballroom.onDeckNotified';

/** Asks the browser (it shows its own prompt once) and remembers a yes. */
export async function askToNotify(env: NotifyEnvironment): Promise<NotifyState> {
  if (!env.Notification) return 'unsupported';
  const answer = env.Notification.permission === 'granted' ? 'granted' : await env.Notification.requestPermission();
  // 'default': the prompt was dismissed without an answer, so the button stays to ask again.
  if (answer !== 'granted') return answer === 'denied' ? 'refused' : 'off';
  env.storage.setItem(CHOICE_KEY, 'on');
  return 'on';
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
