import type { User } from 'firebase/auth';
import type { AuthGateway } from './auth-gateway';
import type { AuthUser } from './auth-user';
import type { AuthLoader, LoadedAuth } from './firebase-auth';
import { NoSignedInUserError } from './no-signed-in-user-error';
import type { SessionHint } from './session-hint';

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email, emailVerified: user.emailVerified });

/**
 * The gateway over the Firebase Auth SDK, which it loads only when needed: to restore a session this
 * browser may hold (`hint`), to sign in or up, or when another part of the app has loaded it.
 */
export function firebaseAuthGateway(loader: AuthLoader, hint: SessionHint): AuthGateway {
  // Listeners already following the SDK, for refreshUser() to hand the fresh user to. onAuthStateChanged does
  // not fire on reload() (same account), and following onIdTokenChanged instead would re-announce the user on
  // every hourly token refresh and every verifySession(); an explicit push happens exactly when something changed.
  const following = new Set<(user: AuthUser) => void>();
  return {
    onUserChanged(listener) {
      let stopped = false;
      let detach: (() => void) | undefined;
      const attach = ({ auth, sdk }: LoadedAuth) => {
        if (stopped || detach) return;
        const stopFollowing = sdk.onAuthStateChanged(auth, (user) => {
          hint.remember(user !== null);
          listener(user ? toAuthUser(user) : null);
        });
        // A wrapper of its own, so the same function subscribed twice is followed (and stopped) twice.
        const push = (user: AuthUser) => listener(user);
        following.add(push);
        detach = () => {
          following.delete(push);
          stopFollowing();
        };
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
    async sendEmailVerification(continueUrl) {
      const loaded = loader.current();
      const user = loaded?.auth.currentUser;
      if (!loaded || !user) throw new NoSignedInUserError();
      await loaded.sdk.sendEmailVerification(user, { url: continueUrl });
    },
    async refreshUser() {
      const user = loader.current()?.auth.currentUser;
      if (!user) return null;
      // reload() fetches the account into this same object (emailVerified turns true once the link was opened);
      // getIdToken(true) mints a token carrying the new email_verified claim, and the database connection
      // re-authenticates with it (it follows the SDK's token changes).
      await user.reload();
      await user.getIdToken(true);
      const fresh = toAuthUser(user);
      for (const push of [...following]) push(fresh);
      return fresh;
    },
    async signOut() {
      const loaded = loader.current();
      if (loaded) await loaded.sdk.signOut(loaded.auth);
      hint.remember(false);
    },
  };
}
