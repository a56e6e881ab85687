import { act, render, screen } from '@testing-library/react';
import { createFakeAuthGateway } from '../../testing/fake-auth-gateway';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

function Probe() {
  const { user, loading, sessionEnded } = useAuth();
  if (loading) return <p>restoring</p>;
  return (
    <>
      <p>{user ? `signed in as ${user.email}` : 'signed out'}</p>
      {sessionEnded && <p role="alert">{sessionEnded}</p>}
    </>
  );
}

const dancer = { uid: 'u1', email: 'dancer@demo.invalid' };

describe('AuthProvider', () => {
  it('stays loading until the provider restores the session, then follows every change', async () => {
    const gateway = createFakeAuthGateway('restoring');
    render(<AuthProvider gateway={gateway}><Probe /></AuthProvider>);
    expect(screen.getByText('restoring')).toBeInTheDocument();
    act(() => gateway.setUser(dancer));
    expect(await screen.findByText('signed in as dancer@demo.invalid')).toBeInTheDocument();
    act(() => gateway.setUser(null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it.each([
    ['auth/user-disabled', 'This account has been disabled. Contact the organisers if you think this is a mistake.'],
    ['auth/user-token-expired', 'Your session has expired. Please sign in again.'],
  ])('signs the user out and says why when the provider reports %s', async (code, message) => {
    const gateway = createFakeAuthGateway(dancer);
    gateway.failVerification(code);
    render(<AuthProvider gateway={gateway}><Probe /></AuthProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(gateway.calls.signOut).toBe(1);
    gateway.failVerification(null);
    act(() => gateway.setUser(dancer));
    expect(await screen.findByText('signed in as dancer@demo.invalid')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the session when the check fails for a passing reason such as being offline', async () => {
    const gateway = createFakeAuthGateway(dancer);
    gateway.failVerification('auth/network-request-failed');
    render(<AuthProvider gateway={gateway}><Probe /></AuthProvider>);
    expect(await screen.findByText('signed in as dancer@demo.invalid')).toBeInTheDocument();
    await act(async () => {});
    expect(gateway.calls.verifySession).toBe(1);
    expect(gateway.calls.signOut).toBe(0);
  });

  it('re-checks the session when the tab becomes visible again and on a timer', async () => {
    vi.useFakeTimers();
    try {
      const gateway = createFakeAuthGateway(dancer);
      render(<AuthProvider gateway={gateway} verifyEveryMs={60_000}><Probe /></AuthProvider>);
      await act(async () => {});
      expect(gateway.calls.verifySession).toBe(1);
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(gateway.calls.verifySession).toBe(2);
      gateway.failVerification('auth/user-disabled');
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(gateway.calls.verifySession).toBe(3);
      expect(screen.getByRole('alert')).toHaveTextContent('This account has been disabled.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth() needs an <AuthProvider> above it');
    vi.mocked(console.error).mockRestore();
  });
});
