// One judge's tablet: its own browser context (own storage, own sign-in) on a tablet-sized window.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ConsoleErrors, environment } from './browser';
import { NetworkSwitch } from './network-switch';

const TABLET = { viewport: { width: 800, height: 1280 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class JudgeTablet {
  private constructor(
    readonly judgeKey: string,
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly network: NetworkSwitch,
    readonly errors: ConsoleErrors,
  ) {}

  /** `siteUrl`: another copy of the site than the suite's (venue mode's laptop, test 35). */
  static async open(browser: Browser, judgeKey: string, name: string, siteUrl = environment().siteUrl): Promise<JudgeTablet> {
    const context = await browser.newContext({ ...TABLET, baseURL: siteUrl, locale: 'en-US', timezoneId: 'America/New_York' });
    context.setDefaultTimeout(10_000);
    const network = await NetworkSwitch.install(context);
    const page = await context.newPage();
    return new JudgeTablet(judgeKey, name, context, page, network, new ConsoleErrors(page));
  }

  /** Opens /judges/<key> and enters the access code once, as on a fresh tablet. */
  async signIn(code: string): Promise<void> {
    await this.page.goto(`/judges/${encodeURIComponent(this.judgeKey)}`);
    await expect.poll(() => this.page.getByRole('heading', { level: 1, name: this.name }).count()).toBe(1);
    await this.page.getByLabel('Access code').fill(code);
    await this.page.getByRole('button', { name: 'Start judging' }).click();
    await this.connection().filter({ hasText: /^Online/ }).waitFor();
  }

  /** The badge that says whether marks reach the scrutineer. */
  connection(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^(Online|Offline)/ });
  }

  /** The sheet of one running round; chooses its tab when several rounds run at once. */
  async openRound(eventName: string, roundName: string): Promise<Locator> {
    const sheet = this.page.getByRole('region', { name: `${eventName} ${roundName}`, exact: true });
    const tab = this.page.getByRole('button', { name: `${eventName} · ${roundName}` }).or(this.page.getByRole('link', { name: `${eventName} · ${roundName}` }));
    await expect.poll(async () => (await sheet.count()) + (await tab.count()), { timeout: 10_000, message: `${this.name} never saw ${eventName} ${roundName} running` }).toBeGreaterThan(0);
    if ((await sheet.count()) === 0) await tab.first().click();
    await sheet.waitFor();
    return sheet;
  }

  async chooseDance(sheet: Locator, dance: string): Promise<void> {
    await sheet.getByRole('tab', { name: new RegExp(`^${escapeRegExp(dance)}( ✓)?$`) }).click();
  }

  /** Back numbers on the floor, read from the recall buttons. */
  async recallNumbers(sheet: Locator): Promise<string[]> {
    const labels = await sheet.getByRole('button', { name: /^Recall couple / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace('Recall couple ', ''));
  }

  async recall(sheet: Locator, dance: string, numbers: readonly string[]): Promise<void> {
    await this.chooseDance(sheet, dance);
    for (const number of numbers) {
      const button = sheet.getByRole('button', { name: `Recall couple ${number}`, exact: true });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }
  }

  /** Taps the couples in finishing order: first tap 1st place, and so on. */
  async place(sheet: Locator, dance: string, order: readonly string[]): Promise<void> {
    await this.chooseDance(sheet, dance);
    for (const number of order) {
      await sheet.getByRole('button', { name: `Place couple ${number}`, exact: true }).click();
      await sheet.getByRole('button', { name: new RegExp(`^Couple ${escapeRegExp(number)}, placed `) }).waitFor();
    }
  }

  async submit(sheet: Locator, roundName: string): Promise<void> {
    await sheet.getByRole('button', { name: `Submit ${roundName} marks` }).click();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
