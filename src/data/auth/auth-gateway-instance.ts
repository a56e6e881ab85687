// The app's one gateway, over the shared (lazily loaded) Firebase Auth; tests swap in a fake.
import eventConfig from '@event-config';
import type { AuthGateway } from './auth-gateway';
import { appAuthLoader } from './firebase-auth';
import { firebaseAuthGateway } from './firebase-auth-gateway';
import { storageSessionHint } from './session-hint';

let gateway: AuthGateway | undefined;

/** localStorage can be missing or refuse access (private modes); the hint then says "may be signed in". */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getAuthGateway(): AuthGateway {
  gateway ??= firebaseAuthGateway(
    appAuthLoader,
    storageSessionHint(`ballroom:${eventConfig.firebase.projectId}:signed-in`, browserStorage(), globalThis.window),
  );
  return gateway;
}

/** For tests: render screens against a fake identity provider. Pass undefined to restore the real one. */
export function setAuthGateway(next: AuthGateway | undefined): void {
  gateway = next;
}
