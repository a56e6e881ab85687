import { createContext } from 'react';
import type { AuthUser } from './auth-user';

export interface AuthState {
  user: AuthUser | null;
  /** True until the provider has restored (or ruled out) a saved session. */
  loading: boolean;
  /** Why the app signed the user out on its own (account disabled, session expired); null otherwise. */
  sessionEnded: string | null;
  dismissSessionEnded: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);
