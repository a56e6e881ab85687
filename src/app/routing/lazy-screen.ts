import { type ComponentType, lazy } from 'react';
import { trackScreenLoad } from './screen-loads';

export type ScreenModule = { default: ComponentType };

/** A screen whose code downloads the first time it is shown (one chunk per screen), tracked for the progress bar. */
export function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  return lazy(() => trackScreenLoad(load()));
}
