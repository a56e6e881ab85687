// Serves a production build as our static host does (firebase.json's rewrites): a file as it is; a prerendered
// page (scripts/vite/prerender-pages.ts) for its path; a route's own shell (competitor.html for /competitors/*); the app's plain shell (app.html) for every other path
// without an extension (admin, a judge's tablet, a competitor's page). One server for the venue laptop
// (`npm run venue -- start`, optionally over https), the browser suite and `npm run bench:web`, so none of them
// serves `/`'s prerendered HTML for a page that is not `/`. Text is sent gzipped to a browser that accepts it, as
// the hosted site does (a phone on a slow link, a venue's Wi-Fi full of tablets).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeShellFor, SHELL_FILE } from './shell-file.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt']);

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** The build's file a static host answers `urlPath` with, or null (outside the build, or a missing asset: 404). */
export function fileForPath(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  if (extname(decoded) !== '') return null;
  const name = decoded.replace(/\/+$/, '');
  const page = normalize(join(root, name === '' ? 'index.html' : `${name}.html`));
  if (page.startsWith(root + sep) && existsSync(page)) return page;
  const routeShell = routeShellFor(name);
  if (routeShell && existsSync(join(root, routeShell))) return join(root, routeShell);
  const shell = join(root, SHELL_FILE);
  // A build without prerendering (e.g. an old one) has only index.html.
  return existsSync(shell) ? shell : join(root, 'index.html');
}

/** A file's gzip, made once per version of the file (hashed assets never change; pages change with a rebuild). */
function gzipCache(): (file: string, body: Buffer) => Buffer {
  const made = new Map<string, { version: string; gzip: Buffer }>();
  return (file, body) => {
    const stat = statSync(file);
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = made.get(file);
    if (cached?.version === version) return cached.gzip;
    const gzip = gzipSync(body);
    made.set(file, { version, gzip });
    return gzip;
  };
}

export interface SiteOptions {
  tls?: { cert: Buffer; key: string | Buffer };
  /**
   * Headers sent with every page (the browser suite and bench:web send the hosted site's Content-Security-Policy,
   * which governs the page's scripts). Not with the assets: over this server's HTTP/1.1 they would add about 1 KB to
   * each of a page's 20-40 files, which the host's HTTP/2 sends compressed.
   */
  headers?: Record<string, string>;
}

export function serveSite(root: string, host: string, port: number, options: SiteOptions = {}): Promise<SiteServer> {
  const { tls, headers: extra = {} } = options;
  const base = normalize(root);
  const gzipOf = gzipCache();
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const file = fileForPath(base, request.url ?? '/');
    if (!file) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    // Pages and the service worker are revalidated; hashed assets may be cached for good.
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const headers = { ...(extname(file) === '.html' ? extra : {}), 'content-type': type, 'cache-control': cache, vary: 'accept-encoding' };
    if (!gzip) return void response.writeHead(200, headers).end(body);
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipOf(file, body));
  };
  // Same events and methods as an http.Server; the type only lacks the relation.
  const server = (tls ? createHttpsServer(tls, handler) : createServer(handler)) as Server;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const bound = (server.address() as { port: number }).port;
      resolve({
        url: `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
