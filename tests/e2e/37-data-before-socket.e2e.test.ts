// Issue 33, "Data first, SDK later": a spectator page asks the database's REST interface for its first view's data
// from the HTML (src/data/first-reads-script.ts) and shows that answer before the live connection delivers anything.
// Here the database WebSocket is stalled (opened, but nothing passes): /live and /schedule still show their data,
// from one REST request per path sent by the HTML's head script, not the app; once the socket passes again, the
// live connection takes over without an error.
import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until';
import { connectBrowser, ConsoleErrors, newWindow, PHONE } from './harness/browser';
import { restoreSeededDemo } from './harness/restore-demo';
import { SocketCut } from './harness/socket-cut';
import { settle } from './harness/ui';

/**
 * Every request of the page in order, and whether the HTML's head script sent it (its initiator's stack is in
 * first-reads-*.js, not in the app's scripts; DevTools network events). The head script is a file of its own (the
 * CSP refuses inline scripts) that needs nothing of the app: on this unthrottled loopback the app's main script may
 * still finish downloading first, so the test asks who sent the read rather than racing the two downloads.
 */
async function watchRequests(page: Page) {
  const log: { url: string; byHeadScript: boolean }[] = [];
  const byHeadScript = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if ((e.initiator.stack?.callFrames ?? []).some((frame) => /\/assets\/first-reads-[\w-]+\.js$/.test(frame.url))) byHeadScript.add(e.request.url);
  });
  page.on('request', (request) => log.push({ url: request.url(), byHeadScript: false }));
  const frames = { received: 0 }; // data frames the page received over the database socket
  // Data frames only ({"t":"d"}): the server's hello ({"t":"c"}, no data) can slip past the stall, because
  // Playwright may forward a frame that arrives before the route's handler is attached.
  const isData = (payload: string | Buffer) => String(payload).startsWith('{"t":"d"');
  page.on('websocket', (socket: WebSocket) => socket.on('framereceived', ({ payload }) => {
    if (isData(payload)) frames.received += 1;
  }));
  const restReads = (path: string) => log.filter((r) => new URL(r.url).pathname === `/${path}.json`).map((r) => ({ ...r, byHeadScript: byHeadScript.has(r.url) }));
  return { log, frames, restReads };
}

/** A phone window whose database socket opens but passes nothing until `link.restore()`. */
async function stalledPhone(browser: Browser) {
  const context = await newWindow(browser, PHONE);
  const link = await SocketCut.install(context);
  link.stall();
  const page = await context.newPage();
  return { context, link, page, errors: new ConsoleErrors(page), requests: await watchRequests(page) };
}

describe('data before the live connection', () => {
  let browser: Browser;

  beforeAll(async () => {
    await restoreSeededDemo();
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [path, loaded] of [
    ['/live', /On the floor|No rounds scheduled/],
    ['/schedule', /Waltz|Rumba|Cha Cha/],
  ] as const) {
    it(`${path} shows its data from the HTML's REST read while the socket has delivered nothing`, async () => {
      const { context, link, page, errors, requests } = await stalledPhone(browser);
      await page.goto(path);
      await page.getByText(loaded).first().waitFor();

      expect(requests.frames.received, 'nothing came over the database socket').toBe(0);
      const reads = requests.restReads('eventIndex');
      expect(reads, 'one REST read of the events index (polling has not started)').toHaveLength(1);
      expect(reads[0]?.byHeadScript, "the read was sent by the HTML's head script, not by the app").toBe(true);
      expect(requests.restReads('schedule')).toHaveLength(1);

      // The socket passes again: the live connection delivers, and the page keeps its data with no error.
      link.restore();
      await waitUntil('the live connection delivers', async () => requests.frames.received > 0, { timeoutMs: 20_000, intervalMs: 100 });
      await settle(page);
      await expect(page.getByText(loaded).first().isVisible()).resolves.toBe(true);
      expect(errors.messages).toEqual([]);
      await context.close();
    });
  }

  it("a competitor's page (its own shell, competitor.html) shows the couple's heats from its REST reads while the socket has delivered nothing", async () => {
    const lookup = await newWindow(browser, PHONE);
    const list = await lookup.newPage();
    await list.goto('/competitors');
    // CSS, not a role: the couple's link is picked by where it goes; its text is the name its page shows.
    const first = list.locator('main a[href^="/competitors/"]').first();
    await first.waitFor();
    const href = (await first.getAttribute('href')) ?? '';
    const name = (await first.textContent())?.trim() ?? '';
    await lookup.close();
    expect(href).toMatch(/^\/competitors\/./);

    const { context, link, page, errors, requests } = await stalledPhone(browser);
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(requests.frames.received, 'nothing came over the database socket').toBe(0);
    const reads = requests.restReads(`competitorEntries/${href.split('/')[2]}`);
    expect(reads, "one REST read of the couple's records").toHaveLength(1);
    expect(reads[0]?.byHeadScript, "the read was sent by the HTML's head script, not by the app").toBe(true);
    link.restore();
    await waitUntil('the live connection delivers', async () => requests.frames.received > 0, { timeoutMs: 20_000, intervalMs: 100 });
    await settle(page);
    expect(errors.messages).toEqual([]);
    await context.close();
  });
});
