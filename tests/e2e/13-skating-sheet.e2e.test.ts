// Issue 22, item 7: a posted final's skating sheet prints on A4 and on Letter. Chromium prints the
// public sheet (/results/<event>?sheet=<round>) to PDF with the page size its print stylesheet asks for;
// the text is read back with `pdftotext` and the page size with `pdfinfo` (Debian's poppler-utils,
// which .ci/run installs), and checked against the saved record and the officials list.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Official } from '../../src/domain/model';
import type { FinalRoundResult } from '../../src/domain/results';
import { ConsoleErrors, connectBrowser, environment, newWindow } from './harness/browser';
import { readTree } from './harness/db-reader';
import { Journey } from './harness/journey';

interface PostedFinal {
  eventName: string;
  roundNumber: number;
  roundName: string;
  result: FinalRoundResult;
}

/** Lists as the app reads them: the database keeps an array as keys "0".."n-1" (the SDK gives arrays back). */
function withArrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withArrays(child)] as const);
  const isList = entries.length > 0 && entries.every(([key], i) => key === String(i));
  return isList ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

/** A posted final of the demo, one with rule 10/11 working if there is one. */
async function postedFinal(): Promise<PostedFinal> {
  const saved = (await readTree<Record<string, Record<string, unknown>>>('resultsSaved')) ?? {};
  const finals: PostedFinal[] = [];
  for (const [eventName, rounds] of Object.entries(saved)) {
    for (const [key, record] of Object.entries(rounds)) {
      if (!/^\d+$/.test(key) || record === null || typeof record !== 'object' || !('finalTable' in record)) continue;
      const roundName = (await readTree<string>(`events/${eventName}/rounds/${key}/roundName`)) ?? '';
      finals.push({ eventName, roundNumber: Number(key), roundName, result: withArrays(record) as FinalRoundResult });
    }
  }
  const final = finals.find((f) => f.result.finalTable.tieBreaks) ?? finals[0];
  if (!final) throw new Error('The demo has no posted final to print a skating sheet of.');
  return final;
}

/** Prints the page to PDF as it is now, keeps the file with the test results, and returns its text and page size. */
async function printToPdf(page: Page, name: string): Promise<{ text: string; pageSize: string; pages: number }> {
  const file = join(environment().artifactsDir, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: false }));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pageSize = /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? '';
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1] ?? 0);
  return { text, pageSize, pages };
}

describe('skating sheet', () => {
  const journey = new Journey();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: ConsoleErrors;
  let final: PostedFinal;
  let judgeNames: string[];

  beforeAll(async () => {
    browser = await connectBrowser();
    context = await newWindow(browser);
    page = await context.newPage();
    errors = new ConsoleErrors(page);
    final = await postedFinal();
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    judgeNames = final.result.finalTable.judges.map((judge) => officials[judge.key]?.name ?? '');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  journey.step('the results page links each posted final to its skating sheet', async () => {
    await page.goto(`/results/${encodeURIComponent(final.eventName)}`);
    await page.getByRole('link', { name: `Skating sheet of the ${final.roundName} (print)` }).click();
    await page.getByRole('article', { name: `Skating sheet: ${final.eventName}, ${final.roundName}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('sheet')).toBe(String(final.roundNumber));
    await page.getByRole('list', { name: 'Judges' }).getByText(judgeNames[0] ?? '').waitFor();
  });

  journey.step('on A4 the PDF holds the places, every dance, the summary, the panel by name and both signature lines, and no site menu', async () => {
    await page.getByLabel('Paper size').selectOption('A4');
    const { text, pageSize } = await printToPdf(page, '13-skating-sheet-a4');
    expect(pageSize).toMatch(/\(A4\)/);
    expect(text).toContain('Skating sheet');
    expect(text).toContain(final.eventName);
    for (const dance of final.result.finalTable.dances) expect(text).toContain(dance);
    if (final.result.finalTable.dances.length > 1) expect(text).toContain('Summary');
    for (const placement of final.result.placements) expect(text).toContain(`${placement.leadName} & ${placement.followName}`);
    final.result.finalTable.judges.forEach((judge, j) => expect(text).toMatch(new RegExp(`${judge.label}\\s+${judgeNames[j]}`)));
    expect(text).toContain('1-2');
    expect(text).toContain("Scrutineer's signature");
    expect(text).toContain("Chairman of Judges' signature");
    if (final.result.finalTable.tieBreaks) expect(text).toMatch(/Rule 1[01] for place/);
    // The screen's controls and the site's menu stay off the paper.
    expect(text).not.toContain('Paper size');
    expect(text).not.toContain('Print the skating sheet');
    expect(text).not.toContain('All rounds of');
    expect(errors.messages).toEqual([]);
  });

  journey.step('on Letter the same sheet prints on Letter pages', async () => {
    await page.getByLabel('Paper size').selectOption('Letter');
    const { text, pageSize } = await printToPdf(page, '13-skating-sheet-letter');
    expect(pageSize).toMatch(/\(letter\)/i);
    expect(text).toContain("Chairman of Judges' signature");
    expect(text).toContain(final.result.placements[0].leadName);
    expect(errors.messages).toEqual([]);
  });
});
