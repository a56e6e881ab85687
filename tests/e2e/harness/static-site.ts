// Serves the production build like a static host does: files as they are, and index.html for every
// other path without a file extension: its prerendered page if the build wrote one, else the app's plain shell.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

function fileFor(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  if (extname(decoded) !== '') return null;
  // A page the build prerendered (scripts/vite/prerender-pages.ts) is served for its path, as firebase.json rewrites it.
  const name = decoded.replace(/\/+$/, '');
  const page = normalize(join(root, name === '' ? 'index.html' : `${name}.html`));
  if (page.startsWith(root + sep) && existsSync(page)) return page;
  const shell = join(root, 'app.html');
  return existsSync(shell) ? shell : join(root, 'index.html');
}

export function serveStaticSite(root: string, port: number): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    const file = fileFor(normalize(root), request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    // index.html and the service worker must be revalidated; hashed assets may be cached.
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(200, { 'content-type': type, 'cache-control': cache });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
