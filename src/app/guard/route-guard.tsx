import { type ReactNode, Suspense, lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../data/auth/use-auth';
import { loginPath } from '../../components/login-path';
import { useMatchedHandles } from '../routing/matched-handles';
import { accessNeeds } from './access-needs';

// Only officials' screens check roles: the gate, its role reads and the "No access" page (with its sign-out)
// stay out of the public first view (docs/PERFORMANCE.md, Web) and load with the first guarded screen.
const RoleGate = lazy(() => import('./role-gate').then((module) => ({ default: module.RoleGate })));

/**
 * Spec §2 navigation rules, read from the matched routes' `handle`s: a route that requires sign-in sends a
 * visitor to /login?next=<here>; a route that names roles shows "No access" to an account without one.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const needs = accessNeeds(useMatchedHandles());
  const { user, loading } = useAuth();
  const location = useLocation();

  if (!needs.requiresAuth) return children;
  if (loading) return <LoadingState label="Checking your sign-in..." />;
  if (!user) return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  if (needs.roleSets.length === 0) return children;
  return (
    <Suspense fallback={<LoadingState label="Checking your access..." />}>
      <RoleGate roleSets={needs.roleSets}>{children}</RoleGate>
    </Suspense>
  );
}
