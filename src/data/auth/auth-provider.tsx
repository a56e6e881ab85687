import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import type { AuthGateway } from './auth-gateway';
import { getAuthGateway } from './auth-gateway-instance';
import type { AuthUser } from './auth-user';

export interface AuthProviderProps {
  children: ReactNode;
  /** Defaults to the app's Firebase gateway; tests pass a fake. */
  gateway?: AuthGateway;
  /** How often a signed-in session is re-checked while the page stays open. */
  verifyEveryMs?: number;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** Tracks the signed-in user, and signs them out when the provider says the account or session is no longer valid. */
export function AuthProvider({ children, gateway = getAuthGateway(), verifyEveryMs = FIVE_MINUTES }: AuthProviderProps) {
  const [auth, setAuth] = useState<{ user: AuthUser | null; loading: boolean }>({ user: null, loading: true });
  const [sessionEnded, setSessionEnded] = useState<string | null>(null);

  useEffect(
    () =>
      gateway.onUserChanged((user) => {
        setAuth({ user, loading: false });
        // A fresh sign-in replaces the "you were signed out" notice.
        if (user) setSessionEnded(null);
      }),
    [gateway],
  );

  const uid = auth.user?.uid ?? null;
  useEffect(() => {
    if (uid === null) return;
    let stopped = false;
    const verify = () => {
      gateway.verifySession().catch(async (error: unknown) => {
        // The sign-in messages load only when a check fails: they stay out of the public first view.
        const messages = await import('./auth-errors').catch(() => null);
        const code = messages?.authErrorCode(error) ?? null;
        // Offline (then the messages may not load either) and the like: try again later.
        if (stopped || !messages || code === null || !messages.SESSION_ENDING_CODES.has(code)) return;
        setSessionEnded(messages.authErrorMessage(code));
        await gateway.signOut().catch((signOutError: unknown) => console.error('Signing out failed', signOutError));
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') verify();
    };
    verify();
    const timer = setInterval(verify, verifyEveryMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', verify);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', verify);
    };
  }, [gateway, uid, verifyEveryMs]);

  const dismissSessionEnded = useCallback(() => setSessionEnded(null), []);
  const value = useMemo<AuthState>(
    () => ({ user: auth.user, loading: auth.loading, sessionEnded, dismissSessionEnded }),
    [auth, sessionEnded, dismissSessionEnded],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
