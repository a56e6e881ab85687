// A judge's tablet gets its own password account (created once, kept signed in by Firebase Auth's local
// persistence), so the rules can tie the tablet's binding to that account's uid.
import type { User } from 'firebase/auth';
import { appAuthLoader } from './firebase-auth';
import { JUDGE_TABLET_EMAIL_DOMAIN } from './judge-tablet-account';

function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** The uid of the tablet's account: the one signed in, else a new one. */
export async function ensureDeviceAccount(): Promise<string> {
  const { auth, sdk } = await appAuthLoader.load();
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  const email = `tablet-${randomToken(12)}@${JUDGE_TABLET_EMAIL_DOMAIN}`;
  const credential: { user: User } = await sdk.createUserWithEmailAndPassword(auth, email, randomToken(24));
  return credential.user.uid;
}
