// Opens one page in Chromium and records, through the DevTools protocol, the JavaScript it loads and
// every database frame it receives over the WebSocket.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export interface ScriptLoad {
  url: string;
  /** The file in the build folder (its source map beside it). */
  file: string;
  /** Bytes on the wire (headers and body, compressed if the server compressed). */
  transferred: number;
  /** The file's size, and gzip -9 of it: what a compressing host (Firebase Hosting) sends. */
  raw: number;
  gzip: number;
}

export interface FirstView {
  path: string;
  scripts: ScriptLoad[];
  /** Payload bytes of every WebSocket frame received. */
  wsBytes: number;
  wsFrames: number;
  /** Database data bytes by path, from the data pushes ("d" messages). */
  wsByPath: Record<string, number>;
  consoleErrors: string[];
}

interface CdpRequest {
  url: string;
  type?: string;
}

/** Data pushes look like {"t":"d","d":{"a":"d","b":{"p":"competitionMetadata/fullName","d":…}}}. */
function pushedPath(payload: string): string | null {
  try {
    const message = JSON.parse(payload) as { t?: string; d?: { a?: string; b?: { p?: string } } };
    if (message.t === 'd' && (message.d?.a === 'd' || message.d?.a === 'm') && typeof message.d.b?.p === 'string') return message.d.b.p;
  } catch {
    // A continuation frame of a message split across frames: counted in the total only.
  }
  return null;
}

export async function measureFirstView(siteUrl: string, distDir: string, pagePath: string, waitForText: string, settleMs = 3000): Promise<FirstView> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, CdpRequest>();
    const scripts: ScriptLoad[] = [];
    const view: FirstView = { path: pagePath, scripts, wsBytes: 0, wsFrames: 0, wsByPath: {}, consoleErrors: [] };
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; type?: string }) => {
      requests.set(e.requestId, { url: e.request.url, type: e.type });
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      const request = requests.get(e.requestId);
      if (!request || request.type !== 'Script' || !request.url.startsWith(siteUrl)) return;
      const file = path.join(distDir, new URL(request.url).pathname);
      const body = fs.readFileSync(file);
      scripts.push({ url: new URL(request.url).pathname, file, transferred: e.encodedDataLength, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    cdp.on('Network.webSocketFrameReceived', (e: { response: { payloadData: string } }) => {
      const bytes = Buffer.byteLength(e.response.payloadData, 'utf8');
      view.wsBytes += bytes;
      view.wsFrames += 1;
      const where = pushedPath(e.response.payloadData);
      if (where !== null) view.wsByPath[where] = (view.wsByPath[where] ?? 0) + bytes;
    });
    page.on('console', (message) => {
      if (message.type() === 'error') view.consoleErrors.push(message.text());
    });
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'load' });
    await page.getByText(waitForText).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Late data pushes (listens answered after the first paint) still count.
    await page.waitForTimeout(settleMs);
    return view;
  } finally {
    await browser.close();
  }
}
