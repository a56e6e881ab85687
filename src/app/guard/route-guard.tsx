import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../data/auth/use-auth';
import { loginPath } from '../../features/auth/next-param';
import { accessNeeds } from './access-needs';
import { RoleGate } from './role-gate';

/**
 * Spec §2 navigation rules, read from the matched routes' `handle`s: a route that requires sign-in sends a
 * visitor to /login?next=<here>; a route that names roles shows "No access" to an account without one.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const needs = accessNeeds(useMatches().map((match) => match.handle));
  const { user, loading } = useAuth();
  const location = useLocation();

  if (!needs.requiresAuth) return children;
  if (loading) return <LoadingState label="Checking your sign-in..." />;
  if (!user) return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  if (needs.roleSets.length === 0) return children;
  return <RoleGate roleSets={needs.roleSets}>{children}</RoleGate>;
}
