// Issue 7: the first view of `/` carries none of the admin, judge or sign-in code, and receives no marks and
// no events (entries live there). Each script the page loads is traced to its sources through the build's
// source maps, so the check names the offending file; each database push is read off the WebSocket.
// (Sizes are measured by `npm run bench:web`, not here: figures go in docs/PERFORMANCE.md.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newWindow, PHONE } from './harness/browser';
import { settle } from './harness/ui';

/** Code that belongs to other audiences than a visitor of the home page. */
const NOT_FOR_VISITORS = [
  /(^|\/)src\/features\/admin\//,
  /(^|\/)src\/features\/judging\//,
  /(^|\/)src\/features\/auth\//,
  /node_modules\/@firebase\/auth\//,
];

/** Every script the page loads from now on (same-origin URLs). */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  return scripts;
}

/** Each built file's chunk name, from the build's manifest: the app's shared chunks are named by their hash alone. */
async function chunkNames(origin: string): Promise<Map<string, string>> {
  const manifest = (await (await fetch(`${origin}/asset-manifest.json`)).json()) as Record<string, { file: string; name?: string }>;
  return new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.name ?? '']));
}

/** The source files bundled into these scripts, read from their source maps. */
async function sourcesOf(scripts: Iterable<string>): Promise<string[]> {
  const sources: string[] = [];
  const names = new Map<string, Map<string, string>>();
  for (const url of scripts) {
    const { origin, pathname } = new URL(url);
    if (!names.has(origin)) names.set(origin, await chunkNames(origin));
    const response = await fetch(`${url}.map`);
    // The bundler's own module runtime, Vite's preload helper and the HTML's head scripts (scripts/vite/head-script.ts:
    // the route table, the first reads, text the build writes) have no map: they hold no source of ours.
    const mapless = /^(rolldown-runtime|preload-helper)$/.test(names.get(origin)?.get(pathname) ?? '') || /\/(route-preload|first-reads(-[a-z]+)?)-[\w-]+\.js$/.test(url);
    if (response.status === 404 && mapless) continue;
    if (!response.ok) throw new Error(`No source map for ${url} (HTTP ${response.status}).`);
    const map = (await response.json()) as { sources: string[] };
    sources.push(...map.sources.map((source) => source.replace(/^(\.\.\/)+/, '')));
  }
  return sources;
}

/** The path of every data push the database sends the page from now on ({"t":"d","d":{"a":"d"|"m","b":{"p":…}}}). */
function recordPushedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('websocket', (socket) => {
    // A long message comes as a frame holding the number of parts, then the parts (wire protocol notes).
    let partsLeft = 0;
    let message = '';
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      if (partsLeft === 0 && /^\d+$/.test(payload)) {
        partsLeft = Number(payload);
        return;
      }
      message += payload;
      if (partsLeft > 0 && --partsLeft > 0) return;
      const frame = JSON.parse(message) as { t?: string; d?: { a?: string; b?: { p?: string } } };
      message = '';
      if (frame.t === 'd' && (frame.d?.a === 'd' || frame.d?.a === 'm') && typeof frame.d.b?.p === 'string') paths.push(frame.d.b.p);
    });
  });
  return paths;
}

const forbidden = (sources: string[]) => sources.filter((source) => NOT_FOR_VISITORS.some((pattern) => pattern.test(source)));

describe('the first view of /', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the home screen without admin, judge or sign-in code, marks or events; sign-in code comes when asked for', async () => {
    const context = await newWindow(browser, PHONE);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const pushed = recordPushedPaths(page);
    await page.goto('/');
    await settle(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);

    const firstView = await sourcesOf(scripts);
    expect(firstView.some((source) => source.includes('src/features/info/')), 'the home screen itself is traced').toBe(true);
    expect(forbidden(firstView)).toEqual([]);
    expect(pushed.some((path) => path.startsWith('competitionMetadata/')), 'the competition facts arrive').toBe(true);
    expect(pushed.filter((path) => /^\/?(marks|events|resultsSaved)(\/|$)/.test(path))).toEqual([]);

    // The same tracing sees the sign-in code once the visitor opens the sign-in page.
    scripts.clear();
    await page.goto('/login');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(forbidden(await sourcesOf(scripts)).some((source) => source.includes('src/features/auth/'))).toBe(true);
    await context.close();
  });
});
