// Kept apart from auth-errors.ts: the gateway is in the public first view, the human messages are not.

/** An action that needs a signed-in account was asked for while nobody is signed in. */
export class NoSignedInUserError extends Error {
  /** Shaped like the provider's codes, so toAuthError() gives it its human message. */
  readonly code = 'auth/no-current-user';
  constructor() {
    super('Nobody is signed in.');
    this.name = 'NoSignedInUserError';
  }
}
