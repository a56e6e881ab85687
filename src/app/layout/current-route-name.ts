import { type UIMatch, useMatches } from 'react-router-dom';
import type { RouteHandle, RouteName } from '../route-names';

function handleName(match: UIMatch): RouteName | null {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.name ?? null;
}

/** The name of the screen being shown: the deepest matched route that has one. */
export function routeNameOf(matches: readonly UIMatch[]): RouteName | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const name = handleName(matches[i]);
    if (name) return name;
  }
  return null;
}

export function useCurrentRouteName(): RouteName | null {
  return routeNameOf(useMatches());
}
