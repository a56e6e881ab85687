// Whether this browser may hold a signed-in session, known without the Auth SDK: the gateway notes it
// whenever the SDK reports who is signed in. Only with such a note does a page load the SDK to restore
// the session; without one the visitor is signed out until they sign in (or another tab does).

export type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionHint {
  /** True unless this browser is known to hold no session (unreadable storage counts as "may"). */
  mayBeSignedIn(): boolean;
  remember(signedIn: boolean): void;
  /** Calls back when another tab of this site signs in. */
  onSignedInElsewhere(listener: () => void): () => void;
}

export function storageSessionHint(key: string, storage: HintStorage | undefined, events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): SessionHint {
  return {
    mayBeSignedIn() {
      try {
        return storage === undefined || storage.getItem(key) !== null;
      } catch {
        return true;
      }
    },
    remember(signedIn) {
      try {
        if (signedIn) storage?.setItem(key, '1');
        else storage?.removeItem(key);
      } catch {
        // A browser that refuses storage here keeps no session across a reload either.
      }
    },
    onSignedInElsewhere(listener) {
      if (!events) return () => {};
      const onStorage = (event: Event) => {
        const change = event as StorageEvent;
        if (change.key === key && change.newValue !== null) listener();
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
