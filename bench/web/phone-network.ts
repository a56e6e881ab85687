// A page loaded on the common mobile test profile: 150 ms round trip, 1.6 Mbit/s down, 750 Kbit/s up
// (DevTools Network.emulateNetworkConditions) and a CPU 4× slower (Emulation.setCPUThrottlingRate).
// Figures come from Chromium itself: the last 'largest-contentful-paint' entry, and the moment a
// text that only the database can supply first appears (a MutationObserver in the page).
import { type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './first-view.ts';

export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export interface PhoneLoad {
  /** ms from navigation start. */
  lcp: number | null;
  lcpElement: string;
  firstLiveValue: number | null;
  /** What limits the figures: when the last script arrived, when the last database read (listen) was sent,
   * in ms from the document's request (DevTools network events), and the database bytes received. */
  scriptsLoaded: number | null;
  lastRead: number | null;
  dataBytes: number;
  /** When the last REST read (`.json`) the page sent from its HTML was answered, ms from the document's request. */
  restAnswered: number | null;
  /** Bytes of those REST answers (part of dataBytes). */
  restBytes: number;
  /** Bytes on the wire: the HTML document, its stylesheets, its scripts (for the lower bounds, phone-report.ts). */
  htmlBytes: number;
  cssBytes: number;
  scriptBytes: number;
}

interface NetworkTimes {
  start: number | null;
  scriptsLoaded: number | null;
  lastRead: number | null;
  dataBytes: number;
  restAnswered: number | null;
  restBytes: number;
  htmlBytes: number;
  cssBytes: number;
  scriptBytes: number;
}

/** DevTools timestamps are seconds on a monotonic clock; the document's request is taken as time zero. */
function watchNetwork(cdp: CDPSession): NetworkTimes {
  const times: NetworkTimes = { start: null, scriptsLoaded: null, lastRead: null, dataBytes: 0, restAnswered: null, restBytes: 0, htmlBytes: 0, cssBytes: 0, scriptBytes: 0 };
  const scripts = new Set<string>();
  const kinds = new Map<string, 'html' | 'css' | 'rest'>();
  const ms = (timestamp: number) => (times.start === null ? 0 : (timestamp - times.start) * 1000);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && times.start === null) times.start = e.timestamp;
    if (e.type === 'Script') scripts.add(e.requestId);
    if (e.type === 'Document') kinds.set(e.requestId, 'html');
    if (e.type === 'Stylesheet') kinds.set(e.requestId, 'css');
    // A REST read the HTML's head script sent (first-reads-*.js, src/data/first-reads-script.ts), not the app's scripts.
    const fromHtml = !(e.initiator.stack?.callFrames ?? []).some((frame) => frame.url.includes('/assets/') && !frame.url.includes('/assets/first-reads'));
    if (e.type === 'Fetch' && /\.json(\?|$)/.test(e.request.url) && fromHtml) kinds.set(e.requestId, 'rest');
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) {
      times.scriptsLoaded = Math.max(times.scriptsLoaded ?? 0, ms(e.timestamp));
      times.scriptBytes += e.encodedDataLength;
    }
    const kind = kinds.get(e.requestId);
    if (kind === 'html') times.htmlBytes += e.encodedDataLength;
    if (kind === 'css') times.cssBytes += e.encodedDataLength;
    if (kind === 'rest') {
      times.restAnswered = Math.max(times.restAnswered ?? 0, ms(e.timestamp));
      times.dataBytes += e.encodedDataLength;
      times.restBytes += e.encodedDataLength;
    }
  });
  cdp.on('Network.webSocketFrameSent', (e) => {
    if (e.response.payloadData.includes('"a":"q"')) times.lastRead = ms(e.timestamp);
  });
  cdp.on('Network.webSocketFrameReceived', (e) => {
    times.dataBytes += e.response.payloadData.length;
  });
  return times;
}

declare global {
  interface Window {
    benchLcp?: { at: number; element: string };
    benchLiveAt?: number;
  }
}

/**
 * Runs in the page before any of its scripts. Kept as text: a function would be serialised after tsx
 * compiled it, with helper calls (__name) the page does not have.
 */
function observerScript(liveText: string): string {
  return `
    new PerformanceObserver(function (list) {
      for (const entry of list.getEntries()) {
        const el = entry.element;
        const element = el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)';
        window.benchLcp = { at: entry.startTime, element: element };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // textContent first: innerText lays the page out, and doing that on every change slowed the page measured.
    new MutationObserver(function () {
      var text = ${JSON.stringify(liveText)};
      if (window.benchLiveAt === undefined && document.body && document.body.textContent.includes(text) && document.body.innerText.includes(text)) {
        window.benchLiveAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `;
}

export async function loadOnPhone(url: string, liveText: string, timeoutMs = 60_000): Promise<PhoneLoad> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    const network = watchNetwork(cdp);
    await page.addInitScript({ content: observerScript(liveText) });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(() => window.benchLiveAt !== undefined, undefined, { timeout: timeoutMs, polling: 100 }).catch(() => undefined);
    // LCP candidates stop with the first input; until then a later, larger paint may still replace one.
    await page.waitForTimeout(1000);
    const figures = await page.evaluate(() => ({ lcp: window.benchLcp ?? null, live: window.benchLiveAt ?? null }));
    return {
      lcp: figures.lcp?.at ?? null,
      lcpElement: figures.lcp?.element ?? '',
      firstLiveValue: figures.live,
      scriptsLoaded: network.scriptsLoaded,
      lastRead: network.lastRead,
      dataBytes: network.dataBytes,
      restAnswered: network.restAnswered,
      restBytes: network.restBytes,
      htmlBytes: network.htmlBytes,
      cssBytes: network.cssBytes,
      scriptBytes: network.scriptBytes,
    };
  } finally {
    await browser.close();
  }
}

/** Whether the site has a page at this path (the app answers unknown paths with "Page not found"). */
export async function routeExists(url: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return !(await page.getByRole('heading', { name: 'Page not found' }).isVisible());
  } finally {
    await browser.close();
  }
}
