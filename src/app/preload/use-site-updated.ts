import { useSyncExternalStore } from 'react';
import { isSiteUpdated, subscribeSiteUpdated } from './preload-errors';

export function useSiteUpdated(): boolean {
  return useSyncExternalStore(subscribeSiteUpdated, isSiteUpdated, isSiteUpdated);
}
