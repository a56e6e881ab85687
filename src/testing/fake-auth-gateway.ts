// An in-memory identity provider for component tests: screens sign in, up and out against it.
import type { AuthGateway } from '../data/auth/auth-gateway';
import type { AuthUser } from '../data/auth/auth-user';

export interface FakeAuthGateway extends AuthGateway {
  /** Who is signed in now. */
  currentUser(): AuthUser | null;
  /** Acts as if the provider restored or changed the session. */
  setUser(user: AuthUser | null): void;
  /** Makes the next verifySession() calls fail with this provider code (e.g. 'auth/user-disabled'). */
  failVerification(code: string | null): void;
  /** Accounts that can sign in: email → password. */
  readonly accounts: Map<string, { password: string; uid: string }>;
  readonly calls: { signIn: number; signUp: number; signOut: number; verifySession: number; passwordReset: string[] };
}

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/**
 * `initialUser`: 'restoring' keeps the gateway restoring the session until setUser() is called;
 * null or a user reports that state straight away.
 */
export function createFakeAuthGateway(initialUser: AuthUser | null | 'restoring' = null): FakeAuthGateway {
  let user = initialUser === 'restoring' ? null : initialUser;
  let restored = initialUser !== 'restoring';
  let verificationFailure: string | null = null;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const accounts = new Map<string, { password: string; uid: string }>();
  const calls = { signIn: 0, signUp: 0, signOut: 0, verifySession: 0, passwordReset: [] as string[] };

  const emit = (next: AuthUser | null) => {
    user = next;
    restored = true;
    for (const listener of [...listeners]) listener(next);
  };

  return {
    accounts,
    calls,
    currentUser: () => user,
    setUser: emit,
    failVerification(code) {
      verificationFailure = code;
    },
    onUserChanged(listener) {
      listeners.add(listener);
      if (restored) queueMicrotask(() => listeners.has(listener) && listener(user));
      return () => listeners.delete(listener);
    },
    async verifySession() {
      calls.verifySession += 1;
      if (user && verificationFailure) throw providerError(verificationFailure);
    },
    async signIn(email, password) {
      calls.signIn += 1;
      const account = accounts.get(email);
      if (!account || account.password !== password) throw providerError('auth/invalid-credential');
      const next = { uid: account.uid, email };
      emit(next);
      return next;
    },
    async signUp(email, password) {
      calls.signUp += 1;
      if (accounts.has(email)) throw providerError('auth/email-already-in-use');
      if (password.length < 6) throw providerError('auth/weak-password');
      const account = { password, uid: `uid-${accounts.size + 1}` };
      accounts.set(email, account);
      const next = { uid: account.uid, email };
      emit(next);
      return next;
    },
    async sendPasswordReset(email) {
      calls.passwordReset.push(email);
      if (!accounts.has(email)) throw providerError('auth/user-not-found');
    },
    async signOut() {
      calls.signOut += 1;
      emit(null);
    },
  };
}
