import type { RouteHandle, RouteName } from '../route-names';
import { useMatchedHandles } from '../routing/matched-handles';

/** The name of the screen being shown: the deepest matched route that has one. */
export function routeNameOf(handles: readonly unknown[]): RouteName | null {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const name = (handles[i] as Partial<RouteHandle> | undefined)?.name;
    if (name) return name;
  }
  return null;
}

export function useCurrentRouteName(): RouteName | null {
  return routeNameOf(useMatchedHandles());
}
