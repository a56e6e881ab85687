import {
  type Auth, type User, createUserWithEmailAndPassword, onAuthStateChanged, sendPasswordResetEmail,
  signInWithEmailAndPassword, signOut,
} from 'firebase/auth';
import type { AuthGateway } from './auth-gateway';
import type { AuthUser } from './auth-user';

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email });

/** The gateway over the Firebase Auth SDK. `getAuth` is called lazily so Firebase starts on first use. */
export function firebaseAuthGateway(getAuth: () => Auth): AuthGateway {
  return {
    onUserChanged(listener) {
      return onAuthStateChanged(getAuth(), (user) => listener(user ? toAuthUser(user) : null));
    },
    async verifySession() {
      const user = getAuth().currentUser;
      if (!user) return;
      // reload() looks the account up (catches user-disabled); getIdToken(true) forces a refresh
      // (catches user-token-expired, e.g. after a password change elsewhere).
      await user.reload();
      await user.getIdToken(true);
    },
    async signIn(email, password) {
      return toAuthUser((await signInWithEmailAndPassword(getAuth(), email, password)).user);
    },
    async signUp(email, password) {
      return toAuthUser((await createUserWithEmailAndPassword(getAuth(), email, password)).user);
    },
    async sendPasswordReset(email) {
      await sendPasswordResetEmail(getAuth(), email);
    },
    async signOut() {
      await signOut(getAuth());
    },
  };
}
