// Typed database errors with messages a person can act on. Screens show `message`; code drives behaviour.

export type DbErrorCode = 'permission-denied' | 'offline' | 'invalid-data' | 'write-failed' | 'unknown';

export class DbError extends Error {
  readonly code: DbErrorCode;
  constructor(code: DbErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DbError';
    this.code = code;
  }
}

const PERMISSION_MESSAGE =
  'You do not have permission for this. Sign in with an account that has access, or ask an organiser.';

/** Maps an SDK error (e.g. `PERMISSION_DENIED: Permission denied`, `permission_denied at /x`) to a DbError. */
export function toDbError(error: unknown): DbError {
  if (error instanceof DbError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/permission[_ ]denied/i.test(text)) return new DbError('permission-denied', PERMISSION_MESSAGE, { cause: error });
  if (/disconnect|network|offline|unavailable/i.test(text)) {
    return new DbError('offline', 'No connection to the database. Your change is kept and will be sent when the connection returns.', { cause: error });
  }
  return new DbError('unknown', `The database refused the request: ${text}`, { cause: error });
}
