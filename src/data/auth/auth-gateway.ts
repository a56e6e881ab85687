import type { AuthUser } from './auth-user';

export type Unsubscribe = () => void;

/** Everything the app needs from the identity provider: the SDK in the app, a fake in component tests. */
export interface AuthGateway {
  /** Calls back with the current user at once (after the provider restores the session), then on every change. */
  onUserChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  /**
   * Asks the provider whether the signed-in session is still valid (account lookup and token refresh).
   * Rejects with the provider's error, e.g. user-disabled or user-token-expired.
   */
  verifySession(): Promise<void>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<AuthUser>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * E-mails the signed-in account a link that verifies its address; the link leads back to `continueUrl`.
   * Rejects with an AuthError coded `no-current-user` when nobody is signed in.
   */
  sendEmailVerification(continueUrl: string): Promise<void>;
  /**
   * Fetches the signed-in account afresh (e.g. after its e-mail was verified) and forces a new ID token, so the
   * database connection sees the new claims; hands the fresh user to every onUserChanged listener and returns it.
   * Resolves null when nobody is signed in.
   */
  refreshUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
}
