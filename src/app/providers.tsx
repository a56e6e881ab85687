import type { ReactNode } from 'react';
import type { AuthGateway } from '../data/auth/auth-gateway';
import { AuthProvider } from '../data/auth/auth-provider';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fake identity provider. */
  authGateway?: AuthGateway;
}

/** Context every screen may rely on. Live data needs none: useDbValue reads a shared store. */
export function AppProviders({ children, authGateway }: AppProvidersProps) {
  return <AuthProvider gateway={authGateway}>{children}</AuthProvider>;
}
