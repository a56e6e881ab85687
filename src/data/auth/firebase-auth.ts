// The Firebase Auth SDK, imported on first use. A visitor who never signs in does not need it, and it
// would be a tenth of the public site's first download (docs/PERFORMANCE.md, Web).
import eventConfig from '@event-config';
import type * as FirebaseAuthSdk from 'firebase/auth';
import { authEmulatorUrl, emulatorHosts } from '../emulator-hosts';

export type AuthSdk = typeof FirebaseAuthSdk;

export interface LoadedAuth {
  auth: FirebaseAuthSdk.Auth;
  sdk: AuthSdk;
}

/** Starts Auth once, on demand, and tells whoever waits when anything in the page has started it. */
export interface AuthLoader {
  /** Imports the SDK and starts Auth (the first call does; later ones share it). */
  load(): Promise<LoadedAuth>;
  /** Resolves once something has called load(); never starts Auth itself. */
  whenLoaded(): Promise<LoadedAuth>;
  /** Auth if it has started, without waiting. */
  current(): LoadedAuth | undefined;
}

export function createAuthLoader(start: () => Promise<LoadedAuth>): AuthLoader {
  let loading: Promise<LoadedAuth> | undefined;
  let loaded: LoadedAuth | undefined;
  let announce!: (value: LoadedAuth) => void;
  const announced = new Promise<LoadedAuth>((resolve) => {
    announce = resolve;
  });
  return {
    load() {
      loading ??= start().then(
        (value) => {
          loaded = value;
          announce(value);
          return value;
        },
        (error: unknown) => {
          loading = undefined; // a failed download (offline, new deploy) may be retried
          throw error;
        },
      );
      return loading;
    },
    whenLoaded: () => announced,
    current: () => loaded,
  };
}

async function startAppAuth(): Promise<LoadedAuth> {
  // The app module too: a static import would put the SDK's core in every page's first download.
  const [sdk, { getFirebaseApp }] = await Promise.all([import('firebase/auth'), import('../firebase')]);
  const auth = sdk.getAuth(getFirebaseApp());
  if (eventConfig.useEmulators) {
    sdk.connectAuthEmulator(auth, authEmulatorUrl(emulatorHosts()), { disableWarnings: true });
  }
  return { auth, sdk };
}

/** The app's Auth: the gateway and the judge tablet's device account share it. */
export const appAuthLoader: AuthLoader = createAuthLoader(startAppAuth);
