// Serves the venue build on the laptop's address: files as they are, index.html for the SPA's routes;
// over https when a certificate is given (the judges' offline reload needs a service worker, which
// browsers allow only over https or on localhost).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

function fileFor(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return extname(decoded) === '' ? join(root, 'index.html') : null;
}

export function serveSite(root: string, host: string, port: number, tls?: { cert: Buffer; key: string | Buffer }): Promise<SiteServer> {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const file = fileFor(normalize(root), request.url ?? '/');
    if (!file) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
    createReadStream(file).pipe(response);
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
