import { createContext, useContext } from 'react';

/** The `handle` of every route matched at the current location, outermost first (undefined where a route has none). */
export const MatchedHandlesContext = createContext<readonly unknown[]>([]);

export function useMatchedHandles(): readonly unknown[] {
  return useContext(MatchedHandlesContext);
}
