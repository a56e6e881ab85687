import { useContext } from 'react';
import { type AuthState, AuthContext } from './auth-context';

/** `{ user, loading }` of the signed-in account (plus why the app ended a session, if it did). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth() needs an <AuthProvider> above it (src/app/providers.tsx provides one).');
  return state;
}
