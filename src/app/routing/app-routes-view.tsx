import { useMemo } from 'react';
import { type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { MatchedHandlesContext } from './matched-handles';

/**
 * Renders the route tree at the current location and tells the layout which routes matched, so it can read
 * their `handle`s: the screen's name, and what the guard asks of the user.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const handles = useMemo(() => (matchRoutes(routes, location) ?? []).map((match) => match.route.handle), [routes, location]);
  const element = useRoutes(routes, location);
  return <MatchedHandlesContext value={handles}>{element}</MatchedHandlesContext>;
}
