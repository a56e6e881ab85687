import { createFakeAuthGateway } from '../../testing/fake-auth-gateway';
import { refreshUser, sendEmailVerification, sendPasswordReset, signIn, signOutUser, signUp } from './auth-actions';
import { AuthError } from './auth-errors';
import { setAuthGateway } from './auth-gateway-instance';

describe('auth actions', () => {
  const gateway = createFakeAuthGateway(null);
  beforeAll(() => setAuthGateway(gateway));
  afterAll(() => setAuthGateway(undefined));

  it('signs up, out and in again, trimming the email', async () => {
    const created = await signUp('  dancer@demo.invalid ', 'secret1');
    expect(created.email).toBe('dancer@demo.invalid');
    await signOutUser();
    expect(gateway.currentUser()).toBeNull();
    await expect(signIn('dancer@demo.invalid', 'secret1')).resolves.toEqual(created);
    expect(gateway.currentUser()?.uid).toBe(created.uid);
  });

  it('rejects with a human AuthError carrying the provider code', async () => {
    const failure = signIn('dancer@demo.invalid', 'wrong');
    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toMatchObject({
      code: 'invalid-credential',
      message: 'The email or password is incorrect. Check both and try again.',
    });
    await expect(signUp('dancer@demo.invalid', 'secret1')).rejects.toMatchObject({ code: 'email-already-in-use' });
    await expect(sendPasswordReset('nobody@demo.invalid')).rejects.toMatchObject({ code: 'user-not-found' });
  });

  it('sends the verification e-mail and refreshes the user, with human errors', async () => {
    const created = await signUp('verifier@demo.invalid', 'secret1');
    expect(created.emailVerified).toBe(false);
    await sendEmailVerification('https://site.invalid/updateEntries');
    expect(gateway.calls.emailVerification).toEqual(['https://site.invalid/updateEntries']);
    gateway.verifyEmail('verifier@demo.invalid');
    await expect(refreshUser()).resolves.toEqual({ ...created, emailVerified: true });

    gateway.failEmailVerification('auth/too-many-requests');
    await expect(sendEmailVerification('https://site.invalid/updateEntries')).rejects.toMatchObject({
      code: 'too-many-requests',
      message: 'Too many attempts from this device. Wait a few minutes, then try again.',
    });
    gateway.failEmailVerification(null);
    await signOutUser();
    await expect(refreshUser()).resolves.toBeNull();
    await expect(sendEmailVerification('https://site.invalid/updateEntries')).rejects.toMatchObject({ code: 'no-current-user' });
  });
});
