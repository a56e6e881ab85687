// Where the dancer's on-deck notification choice stands when the page opens (the button or a status line), and
// turning it off: all the first view needs. Asking and showing (on-deck-notifications.ts) load when used.

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

export function stopNotifying(env: NotifyEnvironment): NotifyState {
  env.storage.removeItem(CHOICE_KEY);
  return 'off';
}
