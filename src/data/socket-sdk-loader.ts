// Loads socket-sdk.ts (the database SDK) once, on first need, and lets callers use it as if it were there: a use
// asked for before it arrives runs when it does, unless cancelled first. Nothing on a public page imports the SDK
// statically (npm run bench:bundle checks what a page loads before its first view).
import { firstReadsSettled } from './early-answers';
import type { Unsubscribe, ValueSource } from './live-value-store';
import type * as SocketSdkModule from './socket-sdk';

type SocketSdk = typeof SocketSdkModule;

let loading: Promise<SocketSdk> | undefined;
let loaded: SocketSdk | undefined;

export function loadSocketSdk(): Promise<SocketSdk> {
  // Data first, SDK later: on a spectator page the HTML's REST reads go first (early-answers.ts).
  loading ??= firstReadsSettled().then(() => import('./socket-sdk')).then(
    (sdk) => (loaded = sdk),
    (error: unknown) => {
      loading = undefined; // a failed download (offline, a new deploy) is tried again on the next use
      throw error;
    },
  );
  return loading;
}

/** The SDK if it has arrived, without loading it. */
export function socketSdkIfLoaded(): SocketSdk | undefined {
  return loaded;
}

/** Runs `apply` with the SDK (at once if it is here); the returned function cancels it or undoes what it returned. */
export function withSocketSdk(apply: (sdk: SocketSdk) => Unsubscribe | void, onError?: (error: unknown) => void): Unsubscribe {
  if (loaded) return apply(loaded) ?? (() => {});
  let cancelled = false;
  let undo: Unsubscribe | void;
  loadSocketSdk().then(
    (sdk) => {
      if (!cancelled) undo = apply(sdk);
    },
    (error: unknown) => {
      if (!cancelled) onError?.(error);
    },
  );
  return () => {
    cancelled = true;
    undo?.();
  };
}

/** The SDK's live reads, with the SDK loaded by the first listen. */
export const lazySocketSource: ValueSource = {
  listen: (path, onValue, onError) => withSocketSdk((sdk) => sdk.socketSource.listen(path, onValue, onError), onError),
};
