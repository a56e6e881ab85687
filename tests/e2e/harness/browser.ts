// Test-file side: connect to the suite's Chromium, open windows of a given size, and fail on console errors.
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { E2eEnvironment } from './environment';

export const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
/** The narrowest screen pages must reflow to without sideways scrolling (WCAG 1.4.10: 320 CSS px). */
export const NARROW_PHONE = { name: 'narrow-phone', viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
export const DESKTOP = { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } as const;
export const TABLET = { name: 'tablet', viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true, deviceScaleFactor: 1 } as const;
/** The projector /live is made for. */
export const PROJECTOR = { name: 'projector', viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } as const;
export type WindowSize = typeof PHONE | typeof NARROW_PHONE | typeof TABLET | typeof DESKTOP | typeof PROJECTOR;

export function environment(): E2eEnvironment {
  return inject('e2e');
}

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(environment().browserWsEndpoint);
}

export async function newWindow(browser: Browser, size: WindowSize = DESKTOP): Promise<BrowserContext> {
  const { name: _name, ...options } = size;
  const context = await browser.newContext({ ...options, baseURL: environment().siteUrl, locale: 'en-US', timezoneId: 'America/New_York' });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Everything a page reported as an error: console errors (failed requests among them) and uncaught exceptions. */
export class ConsoleErrors {
  readonly messages: string[] = [];
  readonly uncaught: string[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.messages.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => {
      this.uncaught.push(error.message);
      this.messages.push(`uncaught: ${error.message}`);
    });
  }

  clear(): void {
    this.messages.length = 0;
    this.uncaught.length = 0;
  }
}

export function screenshotPath(name: string): string {
  return join(environment().artifactsDir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);
}

/** One window a test file drives from start to end: its context, its page and the page's console errors. */
export interface FileWindow {
  context: BrowserContext;
  page: Page;
  errors: ConsoleErrors;
}

/**
 * Opens one window of `size` before the file's tests and closes it (and the connection) after them. Call it in
 * a describe block; the returned object is filled in by the time the tests run.
 */
export function windowForFile(size: WindowSize = DESKTOP): FileWindow {
  let browser: Browser | undefined;
  const window = {} as FileWindow;
  beforeAll(async () => {
    browser = await connectBrowser();
    window.context = await newWindow(browser, size);
    window.page = await window.context.newPage();
    window.errors = new ConsoleErrors(window.page);
  });
  afterAll(async () => {
    await window.context?.close();
    await browser?.close();
  });
  return window;
}
