// Binds this tablet to a judge. The tablet gets its own password account (created once, kept signed in
// by Firebase Auth's local persistence) and writes judgeSessions/<uid>; the rules accept that only when
// the code equals the judge's current code, which the organiser sets on the officials screen.
import type { User } from 'firebase/auth';
import { ref, serverTimestamp, set } from 'firebase/database';
import { paths } from '../../data/paths';
import { DbError, toDbError } from '../../data/errors';
import { appAuthLoader } from '../../data/auth/firebase-auth';
import { getDb } from '../../data/firebase';

export class JudgeCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeCodeError';
  }
}

function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

async function ensureDeviceAccount(): Promise<User> {
  const { auth, sdk } = await appAuthLoader.load();
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser;
  const email = `tablet-${randomToken(12)}@judge-tablets.invalid`;
  const credential = await sdk.createUserWithEmailAndPassword(auth, email, randomToken(24));
  return credential.user;
}

export async function bindJudgeDevice(judgeKey: string, code: string, judgeName: string): Promise<void> {
  const user = await ensureDeviceAccount();
  try {
    await set(ref(getDb(), paths.judgeSession(user.uid)), {
      judgeKey,
      code: code.trim().toUpperCase(),
      boundAt: serverTimestamp(),
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
