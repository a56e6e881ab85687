// The app's one gateway, over the shared Firebase Auth instance; tests swap in a fake.
import { getFirebaseAuth } from '../firebase';
import type { AuthGateway } from './auth-gateway';
import { firebaseAuthGateway } from './firebase-auth-gateway';

let gateway: AuthGateway | undefined;

export function getAuthGateway(): AuthGateway {
  gateway ??= firebaseAuthGateway(getFirebaseAuth);
  return gateway;
}

/** For tests: render screens against a fake identity provider. Pass undefined to restore the real one. */
export function setAuthGateway(next: AuthGateway | undefined): void {
  gateway = next;
}
