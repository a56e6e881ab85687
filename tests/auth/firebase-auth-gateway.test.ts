// The Firebase gateway against the real Auth emulator: the provider codes the app maps are the ones it really sends.
import { deleteApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { type AuthEmulator, startAuthEmulator } from '../../scripts/lib/auth-emulator';
import { ensureAccount, revokeSessions, setAccountDisabled } from '../../scripts/lib/auth-emulator-admin';
import { toAuthError } from '../../src/data/auth/auth-errors';
import type { AuthGateway } from '../../src/data/auth/auth-gateway';
import type { AuthUser } from '../../src/data/auth/auth-user';
import { firebaseAuthGateway } from '../../src/data/auth/firebase-auth-gateway';

const PROJECT = 'demo-auth-gateway-test';
let emulator: AuthEmulator;
let auth: Auth;
let gateway: AuthGateway;
const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT, authDomain: `${PROJECT}.firebaseapp.com` }, 'auth-gateway-test');

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return toAuthError(error);
  }
  throw new Error('expected the call to fail');
};

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: PROJECT });
  auth = getAuth(app);
  connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
  gateway = firebaseAuthGateway(() => auth);
});

afterAll(async () => {
  await deleteApp(app);
  await emulator?.stop();
});

describe('firebaseAuthGateway', () => {
  it('signs up, reports the user to listeners, signs out and back in', async () => {
    const seen: (AuthUser | null)[] = [];
    const stop = gateway.onUserChanged((user) => seen.push(user));
    const created = await gateway.signUp('couple@demo.invalid', 'secret12');
    expect(created).toEqual({ uid: expect.any(String), email: 'couple@demo.invalid' });
    await gateway.signOut();
    expect(auth.currentUser).toBeNull();
    expect(await gateway.signIn('couple@demo.invalid', 'secret12')).toEqual(created);
    await gateway.verifySession();
    await gateway.signOut();
    stop();
    expect(seen).toEqual([null, created, null, created, null]);
  });

  it('fails with codes that map to the human messages', async () => {
    await ensureAccount(emulator.url, PROJECT, 'taken@demo.invalid', 'secret12');
    const wrong = await codeOf(gateway.signIn('taken@demo.invalid', 'not-the-password'));
    expect(['wrong-password', 'invalid-credential']).toContain(wrong.code);
    expect(wrong.message).toBe('The email or password is incorrect. Check both and try again.');
    expect((await codeOf(gateway.signUp('taken@demo.invalid', 'secret12'))).code).toBe('email-already-in-use');
    expect((await codeOf(gateway.signUp('new@demo.invalid', '123'))).code).toBe('weak-password');
    expect((await codeOf(gateway.signUp('not-an-email', 'secret12'))).code).toBe('invalid-email');
    expect(['user-not-found', 'invalid-credential']).toContain((await codeOf(gateway.signIn('nobody@demo.invalid', 'secret12'))).code);
  });

  it('reports user-disabled when the account is disabled during a session', async () => {
    const { uid } = await gateway.signUp('disabled@demo.invalid', 'secret12');
    await setAccountDisabled(emulator.url, PROJECT, uid, true);
    expect((await codeOf(gateway.verifySession())).code).toBe('user-disabled');
    expect((await codeOf(gateway.signIn('disabled@demo.invalid', 'secret12'))).code).toBe('user-disabled');
    await gateway.signOut();
  });

  it('reports user-token-expired when the sessions were revoked elsewhere', async () => {
    const { uid } = await gateway.signUp('revoked@demo.invalid', 'secret12');
    await revokeSessions(emulator.url, PROJECT, uid);
    expect((await codeOf(gateway.verifySession())).code).toBe('user-token-expired');
    await gateway.signOut();
  });

  it('sends a password reset only for a known account', async () => {
    await ensureAccount(emulator.url, PROJECT, 'forgetful@demo.invalid', 'secret12');
    await expect(gateway.sendPasswordReset('forgetful@demo.invalid')).resolves.toBeUndefined();
    expect((await codeOf(gateway.sendPasswordReset('nobody@demo.invalid'))).code).toBe('user-not-found');
  });
});
