// The Firebase gateway against the real Auth emulator: the provider codes the app maps are the ones it really sends,
// and the SDK is loaded only when a session may need restoring or someone signs in.
import { deleteApp, initializeApp } from 'firebase/app';
import * as sdk from 'firebase/auth';
import { type AuthEmulator, startAuthEmulator } from '../../scripts/lib/auth-emulator';
import { ensureAccount, revokeSessions, setAccountDisabled } from '../../scripts/lib/auth-emulator-admin';
import { toAuthError } from '../../src/data/auth/auth-errors';
import type { AuthGateway } from '../../src/data/auth/auth-gateway';
import type { AuthUser } from '../../src/data/auth/auth-user';
import { type LoadedAuth, createAuthLoader } from '../../src/data/auth/firebase-auth';
import { firebaseAuthGateway } from '../../src/data/auth/firebase-auth-gateway';
import { NoSignedInUserError } from '../../src/data/auth/no-signed-in-user-error';
import { type HintStorage, type SessionHint, storageSessionHint } from '../../src/data/auth/session-hint';
import { verifyEmailInEmulator } from '../e2e/harness/auth-emulator';

const PROJECT = 'demo-auth-gateway-test';
let emulator: AuthEmulator;
let auth: sdk.Auth;
let gateway: AuthGateway;
const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT, authDomain: `${PROJECT}.firebaseapp.com` }, 'auth-gateway-test');
const HINT_KEY = 'test:signed-in';

/** localStorage as the hint sees it, in memory. */
function memoryStorage(): HintStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const signedInHint = (): SessionHint => {
  const storage = memoryStorage();
  storage.setItem(HINT_KEY, '1');
  return storageSessionHint(HINT_KEY, storage);
};

/** A fresh page's loader over the test's Auth; counts how often it starts Auth. */
function countingLoader() {
  const counter = { starts: 0 };
  const loader = createAuthLoader(async (): Promise<LoadedAuth> => {
    counter.starts += 1;
    return { auth, sdk };
  });
  return { loader, counter };
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return toAuthError(error);
  }
  throw new Error('expected the call to fail');
};

// The Auth emulator (firebase-tools) can take 40 s and more to answer on a loaded machine (CI beside other jobs).
beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: PROJECT, startTimeoutMs: 120_000 });
  auth = sdk.getAuth(app);
  sdk.connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
  gateway = firebaseAuthGateway(countingLoader().loader, signedInHint());
}, 150_000);

afterAll(async () => {
  await deleteApp(app);
  await emulator?.stop();
});

describe('firebaseAuthGateway', () => {
  it('signs up, reports the user to listeners, signs out and back in', async () => {
    const seen: (AuthUser | null)[] = [];
    const stop = gateway.onUserChanged((user) => seen.push(user));
    const created = await gateway.signUp('couple@demo.invalid', 'secret12');
    expect(created).toEqual({ uid: expect.any(String), email: 'couple@demo.invalid', emailVerified: false });
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

describe('firebaseAuthGateway verifies the e-mail address', () => {
  it('sends the verification e-mail; once its link is opened, refreshUser reports the address verified, in the user and the ID token', async () => {
    const seen: (AuthUser | null)[] = [];
    const stop = gateway.onUserChanged((user) => seen.push(user));
    const created = await gateway.signUp('verify-me@demo.invalid', 'secret12');
    expect(created.emailVerified).toBe(false);
    await expect(verifyEmailInEmulator(emulator.url, PROJECT, 'verify-me@demo.invalid')).rejects.toThrow('sent no verification e-mail to verify-me@demo.invalid');

    await gateway.sendEmailVerification('http://127.0.0.1:5173/updateEntries');
    expect(await gateway.refreshUser()).toEqual(created);
    expect((await auth.currentUser?.getIdTokenResult())?.claims.email_verified).toBe(false);

    await verifyEmailInEmulator(emulator.url, PROJECT, 'Verify-Me@demo.invalid');
    const fresh = await gateway.refreshUser();
    expect(fresh).toEqual({ ...created, emailVerified: true });
    // Listeners hear of it (onAuthStateChanged alone would not), and the cached token (what the database connection
    // uses) already carries the claim the rules check.
    expect(seen.at(-1)).toEqual(fresh);
    expect((await auth.currentUser?.getIdTokenResult())?.claims.email_verified).toBe(true);

    stop();
    await gateway.signOut();
    expect(await gateway.refreshUser()).toBeNull();
    const signedOut = gateway.sendEmailVerification('http://127.0.0.1:5173/updateEntries');
    await expect(signedOut).rejects.toBeInstanceOf(NoSignedInUserError);
    expect((await codeOf(signedOut)).message).toBe('You are signed out. Sign in again, then repeat this.');
  });
});

describe('firebaseAuthGateway loads the SDK only when needed', () => {
  const lastSeen = (seen: (AuthUser | null)[], expected: AuthUser | null) => vi.waitFor(() => expect(seen.at(-1)).toEqual(expected));

  it('reports nobody signed in at once when the browser has no saved session; signing in loads the SDK and notes the session', async () => {
    const { loader, counter } = countingLoader();
    const storage = memoryStorage();
    const page = firebaseAuthGateway(loader, storageSessionHint(HINT_KEY, storage));
    const seen: (AuthUser | null)[] = [];
    const stop = page.onUserChanged((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await page.verifySession();
    expect(counter.starts).toBe(0);

    await ensureAccount(emulator.url, PROJECT, 'lazy@demo.invalid', 'secret12');
    const user = await page.signIn('lazy@demo.invalid', 'secret12');
    expect(counter.starts).toBe(1);
    await lastSeen(seen, user);
    expect(storage.items.get(HINT_KEY)).toBe('1');

    await page.signOut();
    await lastSeen(seen, null);
    expect(storage.items.has(HINT_KEY)).toBe(false);
    stop();
  });

  it('loads the SDK at once to restore a session the browser may hold', async () => {
    const account = await gateway.signUp('restored@demo.invalid', 'secret12');
    const { loader, counter } = countingLoader();
    const seen: (AuthUser | null)[] = [];
    const stop = firebaseAuthGateway(loader, signedInHint()).onUserChanged((user) => seen.push(user));
    expect(counter.starts).toBe(1);
    await vi.waitFor(() => expect(seen).toEqual([account]));
    stop();
    await gateway.signOut();
  });

  it('follows a sign-in in another tab, and the SDK loaded by another part of the page', async () => {
    const events = new EventTarget();
    const storage = memoryStorage();
    const first = countingLoader();
    const seen: (AuthUser | null)[] = [];
    const stop = firebaseAuthGateway(first.loader, storageSessionHint(HINT_KEY, storage, events)).onUserChanged((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    const account = await gateway.signUp('other-tab@demo.invalid', 'secret12');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated', newValue: '1' }));
    expect(first.counter.starts).toBe(0);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: HINT_KEY, newValue: '1' }));
    await lastSeen(seen, account);
    expect(first.counter.starts).toBe(1);
    stop();

    // The judge tablet starts Auth itself (its device account); the gateway then reports that account.
    const second = countingLoader();
    const judged: (AuthUser | null)[] = [];
    const stopJudged = firebaseAuthGateway(second.loader, storageSessionHint(HINT_KEY, memoryStorage())).onUserChanged((user) => judged.push(user));
    await vi.waitFor(() => expect(judged).toEqual([null]));
    await second.loader.load();
    await lastSeen(judged, account);
    stopJudged();
    await gateway.signOut();
  });

  it('ends the check with nobody signed in when the SDK cannot be downloaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = createAuthLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const seen: (AuthUser | null)[] = [];
    const stop = firebaseAuthGateway(offline, signedInHint()).onUserChanged((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(error).toHaveBeenCalledWith('Could not load the sign-in service', expect.any(TypeError));
    stop();
    error.mockRestore();
  });
});
