// Binds this tablet to a judge. The tablet's own account (src/data/auth/device-account.ts) writes
// judgeSessions/<uid> through the write pipeline; the rules accept that only when the code equals the
// judge's current code, which the organiser sets on the officials screen.
import { SERVER_TIME } from '../../domain/server-time';
import { ensureDeviceAccount } from '../../data/auth/device-account';
import { DbError, toDbError } from '../../data/errors';
import { paths } from '../../data/paths';
import { getDbWriter } from '../../data/writes/db-writer';

export class JudgeCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeCodeError';
  }
}

export async function bindJudgeDevice(judgeKey: string, code: string, judgeName: string): Promise<void> {
  const uid = await ensureDeviceAccount();
  try {
    // One path, the whole record: the same as setting it (the binding replaces any earlier one).
    await getDbWriter().update({
      [paths.judgeSession(uid)]: { judgeKey, code: code.trim().toUpperCase(), boundAt: SERVER_TIME },
    });
  } catch (error) {
    const dbError = toDbError(error);
    if (dbError.code === 'permission-denied') {
      throw new JudgeCodeError(`That access code is not right for ${judgeName}. Check it, or ask the organiser for the current code.`);
    }
    throw dbError;
  }
}

export function isJudgeCodeError(error: unknown): error is JudgeCodeError {
  return error instanceof JudgeCodeError;
}

export { DbError };
