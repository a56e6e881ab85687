import { describe, expect, it } from 'vitest';
import type { OnDeckAlert } from '../../domain/running-order';
import { askToNotify, CHOICE_KEY, notifyStateOf, showAlerts, stopNotifying, type NotifyEnvironment } from './on-deck-notifications';

/** A browser's Notification API that answers `answer` when asked, and records what it shows. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string }[] = [];
  const store = new Map<string, string>();
  const FakeNotification = class {
    static permission: NotificationPermission = permission;
    static requestPermission(): Promise<NotificationPermission> {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  };
  const env: NotifyEnvironment = {
    Notification: FakeNotification,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
  };
  return { env, shown, store };
}

const alert = (key: string): OnDeckAlert => ({ key, title: `On deck: heat ${key}`, body: 'Ann & Bo: your heat is next.' });

describe('the on-deck notification in the browser', () => {
  it('asks once, remembers the yes, and shows each heat\'s alert once', async () => {
    const { env, shown, store } = fakeBrowser('default', 'granted');
    expect(notifyStateOf(env)).toBe('off');
    expect(showAlerts(env, [alert('s7')])).toEqual([]);
    expect(await askToNotify(env)).toBe('on');
    expect(store.get(CHOICE_KEY)).toBe('on');
    expect(notifyStateOf(env)).toBe('on');
    expect(showAlerts(env, [alert('s7')])).toEqual(['s7']);
    expect(showAlerts(env, [alert('s7'), alert('s9')])).toEqual(['s9']);
    expect(shown.map((n) => n.title)).toEqual(['On deck: heat s7', 'On deck: heat s9']);
  });

  it('says refused when the browser or the dancer says no, and keeps the button when the prompt is dismissed', async () => {
    expect(await askToNotify(fakeBrowser('default', 'denied').env)).toBe('refused');
    expect(notifyStateOf(fakeBrowser('denied').env)).toBe('refused');
    expect(await askToNotify(fakeBrowser('default', 'default').env)).toBe('off');
  });

  it('says unsupported without the Notification API, and stops on request', () => {
    const { env, shown } = fakeBrowser('granted');
    expect(notifyStateOf({ storage: env.storage })).toBe('unsupported');
    env.storage.setItem(CHOICE_KEY, 'on');
    expect(stopNotifying(env)).toBe('off');
    expect(showAlerts(env, [alert('s1')])).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('does not notify when permission was withdrawn in the browser after the yes', () => {
    const { env, shown } = fakeBrowser('denied');
    env.storage.setItem(CHOICE_KEY, 'on');
    expect(showAlerts(env, [alert('s1')])).toEqual([]);
    expect(shown).toEqual([]);
  });
});
