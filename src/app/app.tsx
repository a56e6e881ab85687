import { RouterProvider } from 'react-router-dom';
import type { AuthGateway } from '../data/auth/auth-gateway';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export interface AppProps {
  router: Router;
  authGateway?: AuthGateway;
}

export function App({ router, authGateway }: AppProps) {
  return (
    <AppErrorBoundary>
      <AppProviders authGateway={authGateway}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
