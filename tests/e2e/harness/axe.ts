// axe-core in the browser suite: one check that a screen has no serious or critical WCAG 2.1 AA (or best-practice)
// violation, failing with a list a person can act on (rule, impact, element, page).
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { environment } from './browser';

/** The rule sets the site is held to (docs/ACCESSIBILITY.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe on the page as it is now and returns its serious and critical findings, one per element. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Colours are measured as they settle, not halfway through a button's 0.15 s colour transition (a mark that
  // just arrived turns a couple's button blue; caught mid-way it reads as grey on pale blue).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      })),
    );
}

/**
 * Runs axe on the page as it is now and returns one readable line per serious or critical finding (rule,
 * impact, element, page state), also logged and kept in test-results/e2e/axe-findings.jsonl.
 */
export async function axeReport(page: Page, label: string): Promise<string[]> {
  const findings = await seriousAxeViolations(page);
  const where = `${label} (${new URL(page.url()).pathname})`;
  // One line per page state, so a run's log tells how many states were checked and how many elements failed.
  process.stdout.write(`[axe] ${where}: ${findings.length} serious or critical\n`);
  appendFileSync(join(environment().artifactsDir, 'axe-findings.jsonl'), findings.map((finding) => `${JSON.stringify({ where, ...finding })}\n`).join(''));
  return findings.map((finding) => `${finding.rule} [${finding.impact}] at ${finding.target} on ${where}: ${finding.summary}`);
}

/** Fails when the page, as it is now, has a serious or critical axe violation; `label` names the page state. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  expect(await axeReport(page, label), `serious or critical axe violations on ${label}`).toEqual([]);
}
