// What screens call to sign in, up and out, and to verify the account's e-mail address. Every failure is an AuthError with a human message.
import { getAuthGateway } from './auth-gateway-instance';
import { toAuthError } from './auth-errors';
import type { AuthUser } from './auth-user';

async function humanised<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toAuthError(error);
  }
}

export function signIn(email: string, password: string): Promise<AuthUser> {
  return humanised(() => getAuthGateway().signIn(email.trim(), password));
}

export function signUp(email: string, password: string): Promise<AuthUser> {
  return humanised(() => getAuthGateway().signUp(email.trim(), password));
}

export function sendPasswordReset(email: string): Promise<void> {
  return humanised(() => getAuthGateway().sendPasswordReset(email.trim()));
}

export function signOutUser(): Promise<void> {
  return humanised(() => getAuthGateway().signOut());
}

/** E-mails the signed-in account a verification link that leads back to `continueUrl`. */
export function sendEmailVerification(continueUrl: string): Promise<void> {
  return humanised(() => getAuthGateway().sendEmailVerification(continueUrl));
}

/** The signed-in account fetched afresh (e.g. after its e-mail was verified); every useAuth() sees it too. */
export function refreshUser(): Promise<AuthUser | null> {
  return humanised(() => getAuthGateway().refreshUser());
}
