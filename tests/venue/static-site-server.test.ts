// The one static server (venue laptop, browser suite, bench:web) answers each path as firebase.json's rewrites do,
// over a real socket: a prerendered page for its own path only, the app's shell for the app's other routes.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type SiteServer } from '../../scripts/lib/static-site-server';

let dir: string;
let site: SiteServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<p>home, prerendered</p>');
  writeFileSync(join(dir, 'live.html'), '<p>live, prerendered</p>');
  writeFileSync(join(dir, 'app.html'), '<p>the app shell</p>');
  writeFileSync(join(dir, 'competitor.html'), "<p>a competitor's page</p>");
  writeFileSync(join(dir, 'assets', 'app-1234abcd.js'), 'console.log("the app");'.repeat(50));
  site = await serveSite(dir, '127.0.0.1', 0);
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The bytes as sent, undecoded (fetch would gunzip them itself). */
function raw(path: string, encoding = 'identity'): Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(site.url);
    // An options object, not a URL: the path goes out as written (a URL would resolve its dot segments).
    get({ hostname, port, path, headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const text = async (path: string) => (await fetch(`${site.url}${path}`)).text();

describe('the static site server', () => {
  it('serves / and each prerendered page for its own path', async () => {
    expect(await text('/')).toBe('<p>home, prerendered</p>');
    expect(await text('/live')).toBe('<p>live, prerendered</p>');
    expect(await text('/live?floor=B')).toBe('<p>live, prerendered</p>');
  });

  it("serves the app's shell, not /'s prerendered page, for the app's other routes", async () => {
    expect(await text('/judges/3')).toBe('<p>the app shell</p>');
    expect(await text('/admin/eventschedule')).toBe('<p>the app shell</p>');
    expect(await text('/competitors/abc/more')).toBe('<p>the app shell</p>');
  });

  it("serves a route's own shell for that route's paths (firebase.json: /competitors/* → competitor.html)", async () => {
    expect(await text('/competitors/abc')).toBe("<p>a competitor's page</p>");
    expect(await text('/competitors/daniel%20yilmaz/')).toBe("<p>a competitor's page</p>");
  });

  it('answers a missing asset and a path outside the build with 404', async () => {
    expect((await fetch(`${site.url}/assets/missing-0000.js`)).status).toBe(404);
    expect((await raw('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await raw('/../../etc/hostname')).status).toBe(404);
  });

  it('gzips text for a browser that accepts it, and caches hashed assets for good', async () => {
    const zipped = await raw('/assets/app-1234abcd.js', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(zipped.body).toString()).toBe('console.log("the app");'.repeat(50));
    expect(zipped.body.length).toBeLessThan(200);
    const plain = await raw('/app.html', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe('<p>the app shell</p>');
  });
});
