import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AuthGateway } from '../data/auth/auth-gateway';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './routing/app-routes-view';

export interface AppProps {
  /**
   * The router around the routes: the browser's history on the site, a memory history in tests. Declarative
   * routing (no data router) keeps react-router's share of the first view small (docs/PERFORMANCE.md, Web).
   */
  Router: (props: { children: ReactNode }) => ReactNode;
  routes: RouteObject[];
  authGateway?: AuthGateway;
  /** Tests render a probe inside the router to read and change the location. */
  children?: ReactNode;
}

export function App({ Router, routes, authGateway, children }: AppProps) {
  return (
    <AppErrorBoundary>
      <AppProviders authGateway={authGateway}>
        <Router>
          <AppRoutes routes={routes} />
          {children}
        </Router>
      </AppProviders>
    </AppErrorBoundary>
  );
}
