import type { User } from 'firebase/auth';
import type { AuthGateway } from './auth-gateway';
import type { AuthUser } from './auth-user';
import type { AuthLoader, LoadedAuth } from './firebase-auth';
import type { SessionHint } from './session-hint';

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email });

/**
 * The gateway over the Firebase Auth SDK, which it loads only when needed: to restore a session this
 * browser may hold (`hint`), to sign in or up, or when another part of the app has loaded it.
 */
export function firebaseAuthGateway(loader: AuthLoader, hint: SessionHint): AuthGateway {
  return {
    onUserChanged(listener) {
      let stopped = false;
      let detach: (() => void) | undefined;
      const attach = ({ auth, sdk }: LoadedAuth) => {
        if (stopped || detach) return;
        detach = sdk.onAuthStateChanged(auth, (user) => {
          hint.remember(user !== null);
          listener(user ? toAuthUser(user) : null);
        });
      };
      const loadAndAttach = () =>
        loader.load().then(attach, (error: unknown) => {
          // Never an endless "checking your sign-in": the visitor is signed out until the SDK loads.
          console.error('Could not load the sign-in service', error);
          if (!stopped && !detach) listener(null);
        });
      if (hint.mayBeSignedIn()) {
        void loadAndAttach();
      } else {
        queueMicrotask(() => {
          if (!stopped && !detach) listener(null);
        });
        void loader.whenLoaded().then(attach);
      }
      const stopWatching = hint.onSignedInElsewhere(() => void loadAndAttach());
      return () => {
        stopped = true;
        detach?.();
        stopWatching();
      };
    },
    async verifySession() {
      // Without the SDK nobody is signed in, so there is no session to check.
      const user = loader.current()?.auth.currentUser;
      if (!user) return;
      // reload() looks the account up (catches user-disabled); getIdToken(true) forces a refresh
      // (catches user-token-expired, e.g. after a password change elsewhere).
      await user.reload();
      await user.getIdToken(true);
    },
    async signIn(email, password) {
      const { auth, sdk } = await loader.load();
      return toAuthUser((await sdk.signInWithEmailAndPassword(auth, email, password)).user);
    },
    async signUp(email, password) {
      const { auth, sdk } = await loader.load();
      return toAuthUser((await sdk.createUserWithEmailAndPassword(auth, email, password)).user);
    },
    async sendPasswordReset(email) {
      const { auth, sdk } = await loader.load();
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async signOut() {
      const loaded = loader.current();
      if (loaded) await loaded.sdk.signOut(loaded.auth);
      hint.remember(false);
    },
  };
}
