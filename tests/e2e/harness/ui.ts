// Page helpers that act as a person does: by role and label only.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

/** Words the app's loading indicators start with (LoadingState and friends). */
const LOADING = /^(Loading|Checking|Opening)/;

/** Waits until the screen has its heading and no loading indicator is left. */
export async function settle(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached', timeout: timeoutMs });
  const loading = page.getByRole('status').filter({ hasText: LOADING });
  await expect.poll(() => loading.count(), { timeout: timeoutMs, message: `still loading on ${page.url()}` }).toBe(0);
}

/** Signs in through /login and waits until the app has left the login page. */
export async function signIn(page: Page, account: Credentials, next = '/'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}
