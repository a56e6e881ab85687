import { type ComponentType, createElement, lazy, useState } from 'react';
import { trackScreenLoad } from './screen-loads';

export type ScreenModule = { default: ComponentType };

/** A screen component that can be loaded ahead of its first render (main.tsx, before hydrating a prerendered page). */
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * A screen whose code downloads the first time it is shown (one chunk per screen), tracked for the progress bar.
 * Once loaded it renders at once: a prerendered page hydrates its screen with the rest of the page instead of
 * leaving it suspended, where any update above it (the session check) would make React discard its HTML.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => {
    loading ??= trackScreenLoad(load()).then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Screen, { preload });
}
