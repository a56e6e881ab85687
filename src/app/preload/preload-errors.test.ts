import { isChunkLoadError, isSiteUpdated, listenForPreloadErrors, resetSiteUpdated, subscribeSiteUpdated } from './preload-errors';

describe('preload errors', () => {
  afterEach(() => resetSiteUpdated());

  it('marks the site as updated on vite:preloadError and tells subscribers once', () => {
    const target = new EventTarget();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = listenForPreloadErrors(target as unknown as Window);
    const seen = vi.fn();
    const unsubscribe = subscribeSiteUpdated(seen);
    expect(isSiteUpdated()).toBe(false);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(isSiteUpdated()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    // Not cancelled: the failed import still rejects, so the route's error page takes over.
    expect(event.defaultPrevented).toBe(false);
    unsubscribe();
    stop();
    warn.mockRestore();
  });

  it('stops listening when asked', () => {
    const target = new EventTarget();
    listenForPreloadErrors(target as unknown as Window)();
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(isSiteUpdated()).toBe(false);
  });

  it.each([
    'Failed to fetch dynamically imported module: https://site/assets/results-abc123.js',
    'error loading dynamically imported module: https://site/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/admin-1.css',
  ])('recognises "%s" as a failed chunk load', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not mistake other errors for one', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
