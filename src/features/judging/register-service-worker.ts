// Registers the app-shell cache for judges' tablets (production builds only; dev serves unbundled modules).

export async function registerJudgeServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const registration = await navigator.serviceWorker.ready;
    // The worker caches every built file; asking on each visit picks up a deploy's new files.
    registration.active?.postMessage({ type: 'refresh-shell' });
  } catch (error) {
    // Without the cache the page still works online; say so in the console for whoever debugs the venue.
    console.warn('Offline cache for the judge page is unavailable:', error);
  }
}
