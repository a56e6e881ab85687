import { type HintStorage, storageSessionHint } from './session-hint';

const KEY = 'ballroom:demo:signed-in';

function memoryStorage(): HintStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const refusing: HintStorage = {
  getItem: () => {
    throw new Error('SecurityError: access denied');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError: access denied');
  },
};

describe('storageSessionHint', () => {
  it('says "signed out" only after the gateway noted so, and keeps the note across pages', () => {
    const storage = memoryStorage();
    expect(storageSessionHint(KEY, storage).mayBeSignedIn()).toBe(false);
    storageSessionHint(KEY, storage).remember(true);
    expect(storageSessionHint(KEY, storage).mayBeSignedIn()).toBe(true);
    storageSessionHint(KEY, storage).remember(false);
    expect(storageSessionHint(KEY, storage).mayBeSignedIn()).toBe(false);
  });

  it('assumes a session may exist when storage is missing or unreadable, and never throws', () => {
    expect(storageSessionHint(KEY, undefined).mayBeSignedIn()).toBe(true);
    const hint = storageSessionHint(KEY, refusing);
    expect(hint.mayBeSignedIn()).toBe(true);
    expect(() => hint.remember(true)).not.toThrow();
    expect(() => hint.remember(false)).not.toThrow();
  });

  it('calls back for a sign-in noted by another tab, not for other keys or a sign-out', () => {
    const events = new EventTarget();
    const seen = vi.fn();
    const stop = storageSessionHint(KEY, memoryStorage(), events).onSignedInElsewhere(seen);
    const storageEvent = (key: string, newValue: string | null) => Object.assign(new Event('storage'), { key, newValue });
    events.dispatchEvent(storageEvent('other', '1'));
    events.dispatchEvent(storageEvent(KEY, null));
    expect(seen).not.toHaveBeenCalled();
    events.dispatchEvent(storageEvent(KEY, '1'));
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
    events.dispatchEvent(storageEvent(KEY, '1'));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
