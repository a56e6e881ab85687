// App-shell cache so a judge's tablet opens /judges/<id> without a network.
// Every built file (from the build's asset manifest) is cached up front, so screens loaded on demand
// work offline too. Navigations: network first, falling back to the cached shell. Hashed assets:
// cache first. Database and auth traffic is never touched (other origins / WebSockets).
const CACHE = 'ballroom-shell-v2';
// The plain app shell (scripts/vite/prerender-pages.ts): index.html is the home page's prerendered first view.
const SHELL = '/app.html';
const MANIFEST = '/asset-manifest.json';

async function shellFiles() {
  const response = await fetch(MANIFEST, { cache: 'no-cache' });
  if (!response.ok) return [];
  const manifest = await response.json();
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    files.add(`/${chunk.file}`);
    for (const css of chunk.css || []) files.add(`/${css}`);
    for (const asset of chunk.assets || []) files.add(`/${asset}`);
  }
  return [...files];
}

/** Caches the shell and whatever built files are not cached yet (a deploy brings new hashed names). */
async function refreshShell() {
  const cache = await caches.open(CACHE);
  await cache.addAll([SHELL, '/favicon.svg']);
  const files = await shellFiles();
  const missing = [];
  for (const file of files) if (!(await cache.match(file, { ignoreVary: true }))) missing.push(file);
  await cache.addAll(missing);
}

self.addEventListener('install', (event) => {
  event.waitUntil(refreshShell().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page asks on every visit, so a tablet that was online after a deploy has the new files too.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'refresh-shell') event.waitUntil(refreshShell().catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL, { ignoreVary: true }).then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') {
    // Hashed names never change content, so a `Vary: Origin` (module scripts send Origin) must not miss.
    event.respondWith(
      caches.match(request, { ignoreVary: true }).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
