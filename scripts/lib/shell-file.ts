// The app's plain shell in a build: what a host serves for every path without a page of its own (firebase.json's
// last rewrite). Its own module so the static server does not load Vite to learn a file name.
export const SHELL_FILE = 'app.html';

/**
 * Routes with a parameter served by a shell of their own (the shell with that screen's files named in its <head>,
 * scripts/vite/prerender-pages.ts): `source` is firebase.json's rewrite (one `*` for one path segment).
 */
export const ROUTE_SHELLS: ReadonlyArray<{ route: string; source: string; file: string }> = [
  { route: 'competitors/:id', source: '/competitors/*', file: 'competitor.html' },
];

/** The route shell a host serves for `urlPath` (no trailing slash), if any. */
export function routeShellFor(urlPath: string): string | undefined {
  const segments = urlPath.split('/');
  return ROUTE_SHELLS.find(({ source }) => {
    const pattern = source.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => (part === '*' ? segments[i] !== '' : part === segments[i]));
  })?.file;
}
