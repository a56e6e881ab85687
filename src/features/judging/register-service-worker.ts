// Registers the app-shell cache for judges' tablets (production builds only; dev serves unbundled modules).

export async function registerJudgeServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const registration = await navigator.serviceWorker.ready;
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    registration.active?.postMessage({ type: 'cache-urls', urls: ['/index.html', ...new Set(assets)] });
  } catch (error) {
    // Without the cache the page still works online; say so in the console for whoever debugs the venue.
    console.warn('Offline cache for the judge page is unavailable:', error);
  }
}
