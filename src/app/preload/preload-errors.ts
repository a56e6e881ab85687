// A deploy replaces the hashed chunk files; a tab opened before it then fails to load the next screen.
// Vite reports that as a `vite:preloadError` event. We remember it so the page can say what happened.

type Listener = () => void;

let siteUpdated = false;
const listeners = new Set<Listener>();

export function markSiteUpdated(): void {
  if (siteUpdated) return;
  siteUpdated = true;
  for (const listener of [...listeners]) listener();
}

export function isSiteUpdated(): boolean {
  return siteUpdated;
}

export function subscribeSiteUpdated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests. */
export function resetSiteUpdated(): void {
  siteUpdated = false;
}

/**
 * Listens for `vite:preloadError`. The event is not cancelled, so the failed import still rejects and the
 * route's error page shows the "site was updated" message in place of the screen: never a blank page.
 */
export function listenForPreloadErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onPreloadError = (event: Event) => {
    console.warn('A part of the site failed to load; a newer version was probably deployed.', (event as Event & { payload?: unknown }).payload);
    markSiteUpdated();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite's CSS preload failure. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
