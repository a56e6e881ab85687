// The organiser sets a judge a new tablet access code on /admin/officials and reads it off the dialog.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { readTree } from './db-reader';
import { settle } from './ui';

export async function setNewTabletCode(page: Page, judge: { key: string; name: string }): Promise<string> {
  await page.goto('/admin/officials');
  await settle(page);
  await page.getByRole('region', { name: 'Officials' }).getByRole('button', { name: `Tablet access for ${judge.name}` }).click();
  await page.getByRole('heading', { name: `Tablet access: ${judge.name}` }).waitFor();
  const shown = page.getByLabel('Access code');
  const before = (await readTree<string>(`judgeCodes/${judge.key}`)) ?? null;
  if (before !== null) await expect.poll(() => shown.textContent()).toBe(before);
  await page.getByRole('button', { name: /^Set (a new|an) access code$/ }).click();
  await expect.poll(async () => ((await shown.count()) > 0 ? await shown.textContent() : before)).not.toBe(before);
  const code = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Close' }).click();
  return code;
}
