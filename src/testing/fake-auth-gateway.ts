// An in-memory identity provider for component tests: screens sign in, up and out against it.
import type { AuthGateway } from '../data/auth/auth-gateway';
import type { AuthUser } from '../data/auth/auth-user';

/** A user as tests write it: `emailVerified` defaults to false, as for a freshly created account. */
export type FakeUser = Omit<AuthUser, 'emailVerified'> & { emailVerified?: boolean };

export interface FakeAuthGateway extends AuthGateway {
  /** Who is signed in now. */
  currentUser(): AuthUser | null;
  /** Acts as if the provider restored or changed the session. */
  setUser(user: FakeUser | null): void;
  /** Makes the next verifySession() calls fail with this provider code (e.g. 'auth/user-disabled'). */
  failVerification(code: string | null): void;
  /**
   * Acts as if the owner of `email` opened the verification link: the provider now knows the address is
   * verified, but (as with the real SDK) the signed-in user only shows it after refreshUser().
   */
  verifyEmail(email: string): void;
  /** Makes the next sendEmailVerification() calls fail with this provider code (e.g. 'auth/too-many-requests'). */
  failEmailVerification(code: string | null): void;
  /** Accounts that can sign in: email → password. */
  readonly accounts: Map<string, { password: string; uid: string }>;
  readonly calls: {
    signIn: number;
    signUp: number;
    signOut: number;
    verifySession: number;
    refreshUser: number;
    passwordReset: string[];
    /** The continue URL of every verification e-mail sent. */
    emailVerification: string[];
  };
}

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const toUser = (user: FakeUser): AuthUser => ({ ...user, emailVerified: user.emailVerified ?? false });

/**
 * `initialUser`: 'restoring' keeps the gateway restoring the session until setUser() is called;
 * null or a user reports that state straight away.
 */
export function createFakeAuthGateway(initialUser: FakeUser | null | 'restoring' = null): FakeAuthGateway {
  let user = initialUser === 'restoring' || initialUser === null ? null : toUser(initialUser);
  let restored = initialUser !== 'restoring';
  let verificationFailure: string | null = null;
  let emailVerificationFailure: string | null = null;
  const verifiedEmails = new Set<string>();
  const listeners = new Set<(user: AuthUser | null) => void>();
  const accounts = new Map<string, { password: string; uid: string }>();
  const calls = { signIn: 0, signUp: 0, signOut: 0, verifySession: 0, refreshUser: 0, passwordReset: [] as string[], emailVerification: [] as string[] };

  const emit = (next: AuthUser | null) => {
    user = next;
    restored = true;
    for (const listener of [...listeners]) listener(next);
  };
  const isVerified = (email: string) => verifiedEmails.has(email.toLowerCase());
  const signedInAs = (uid: string, email: string): AuthUser => ({ uid, email, emailVerified: isVerified(email) });

  return {
    accounts,
    calls,
    currentUser: () => user,
    setUser: (next) => emit(next && toUser(next)),
    failVerification(code) {
      verificationFailure = code;
    },
    verifyEmail(email) {
      verifiedEmails.add(email.toLowerCase());
    },
    failEmailVerification(code) {
      emailVerificationFailure = code;
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
      const next = signedInAs(account.uid, email);
      emit(next);
      return next;
    },
    async signUp(email, password) {
      calls.signUp += 1;
      if (accounts.has(email)) throw providerError('auth/email-already-in-use');
      if (password.length < 6) throw providerError('auth/weak-password');
      const account = { password, uid: `uid-${accounts.size + 1}` };
      accounts.set(email, account);
      const next = signedInAs(account.uid, email);
      emit(next);
      return next;
    },
    async sendPasswordReset(email) {
      calls.passwordReset.push(email);
      if (!accounts.has(email)) throw providerError('auth/user-not-found');
    },
    async sendEmailVerification(continueUrl) {
      if (!user) throw providerError('auth/no-current-user');
      if (emailVerificationFailure) throw providerError(emailVerificationFailure);
      calls.emailVerification.push(continueUrl);
    },
    async refreshUser() {
      calls.refreshUser += 1;
      if (!user) return null;
      const fresh = { ...user, emailVerified: user.emailVerified || (user.email !== null && isVerified(user.email)) };
      emit(fresh);
      return fresh;
    },
    async signOut() {
      calls.signOut += 1;
      emit(null);
    },
  };
}
