// The identity provider reports failures by code (spec §8); people get a sentence they can act on.

const MESSAGES: Record<string, string> = {
  'wrong-password': 'The email or password is incorrect. Check both and try again.',
  'invalid-credential': 'The email or password is incorrect. Check both and try again.',
  'invalid-login-credentials': 'The email or password is incorrect. Check both and try again.',
  'user-not-found': 'There is no account with this email address. Check the spelling, or create an account.',
  'too-many-requests': 'Too many attempts from this device. Wait a few minutes, then try again.',
  'network-request-failed': 'Could not reach the sign-in service. Check your internet connection and try again.',
  'user-disabled': 'This account has been disabled. Contact the organisers if you think this is a mistake.',
  'email-already-in-use': 'An account with this email address already exists. Sign in instead.',
  'weak-password': 'Choose a stronger password of at least 6 characters.',
  'invalid-email': 'Enter a valid email address, like name@example.com.',
  'missing-password': 'Enter your password.',
  'missing-email': 'Enter your email address.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'requires-recent-login': 'For your security, please sign in again and repeat this.',
  'unauthorized-domain': 'Signing in is not allowed from this web address. Tell the organisers which address you used.',
  'operation-not-allowed': 'Email and password sign-in is not enabled for this competition. Contact the organisers.',
  'popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished. Try again.',
  'no-current-user': 'You are signed out. Sign in again, then repeat this.',
  'unauthorized-continue-uri': 'The verification e-mail cannot link back to this web address. Tell the organisers which address you used.',
  'invalid-continue-uri': 'The verification e-mail cannot link back to this web address. Tell the organisers which address you used.',
};

/** Codes that mean the current session is over: the app signs the user out when it sees them. */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['user-disabled', 'user-token-expired']);

/** The provider's code without its `auth/` prefix, or null when the value is not an auth error. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  if (typeof code !== 'string') return null;
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

export function authErrorMessage(code: string): string {
  const bare = code.startsWith('auth/') ? code.slice('auth/'.length) : code;
  return MESSAGES[bare] ?? `Signing in failed (${bare}). Please try again, or contact the organisers if it keeps happening.`;
}

/** An auth failure with a human message; `code` keeps the provider's code for behaviour. */
export class AuthError extends Error {
  readonly code: string;
  constructor(code: string, options?: { cause?: unknown }) {
    super(authErrorMessage(code), options);
    this.name = 'AuthError';
    this.code = code;
  }
}

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  return new AuthError(authErrorCode(error) ?? 'unknown', { cause: error });
}
