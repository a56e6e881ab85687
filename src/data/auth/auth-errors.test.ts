import { AuthError, SESSION_ENDING_CODES, authErrorCode, authErrorMessage, toAuthError } from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'The email or password is incorrect. Check both and try again.'],
    ['auth/invalid-credential', 'The email or password is incorrect. Check both and try again.'],
    ['auth/user-not-found', 'There is no account with this email address. Check the spelling, or create an account.'],
    ['auth/too-many-requests', 'Too many attempts from this device. Wait a few minutes, then try again.'],
    ['auth/network-request-failed', 'Could not reach the sign-in service. Check your internet connection and try again.'],
    ['auth/user-disabled', 'This account has been disabled. Contact the organisers if you think this is a mistake.'],
    ['auth/email-already-in-use', 'An account with this email address already exists. Sign in instead.'],
    ['auth/weak-password', 'Choose a stronger password of at least 6 characters.'],
    ['auth/invalid-email', 'Enter a valid email address, like name@example.com.'],
    ['auth/user-token-expired', 'Your session has expired. Please sign in again.'],
    ['auth/unauthorized-domain', 'Signing in is not allowed from this web address. Tell the organisers which address you used.'],
    ['auth/popup-blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
    ['auth/popup-closed-by-user', 'The sign-in window was closed before signing in finished. Try again.'],
    ['auth/no-current-user', 'You are signed out. Sign in again, then repeat this.'],
    ['auth/unauthorized-continue-uri', 'The verification e-mail cannot link back to this web address. Tell the organisers which address you used.'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
    expect(authErrorMessage(code.slice('auth/'.length))).toBe(message);
  });

  it('names an unknown code instead of hiding it', () => {
    expect(authErrorMessage('auth/quota-exceeded')).toBe(
      'Signing in failed (quota-exceeded). Please try again, or contact the organisers if it keeps happening.',
    );
  });
});

describe('toAuthError', () => {
  it("keeps the provider's code and gives the human message", () => {
    const cause = Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' });
    const error = toAuthError(cause);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe('too-many-requests');
    expect(error.message).toBe('Too many attempts from this device. Wait a few minutes, then try again.');
    expect(error.cause).toBe(cause);
    expect(toAuthError(error)).toBe(error);
  });

  it('treats values without a code as unknown', () => {
    expect(authErrorCode(new Error('x'))).toBeNull();
    expect(authErrorCode({ code: 42 })).toBeNull();
    expect(toAuthError('boom').code).toBe('unknown');
  });

  it('ends the session only for a disabled account or an expired token', () => {
    expect([...SESSION_ENDING_CODES].sort()).toEqual(['user-disabled', 'user-token-expired']);
  });
});
