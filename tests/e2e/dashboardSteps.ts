import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs in through the real form and waits for the dashboard home. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).and(page.locator('input')).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Opens a topic picker by its field title, ticks the first topic and closes it with Done. */
export async function pickFirstTopic(page: Page, field: string): Promise<void> {
  // The picker's button is labelled by its field title (the <label for> names it).
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const dialog = page.getByRole('dialog', { name: field });
  const first = dialog.getByRole('checkbox').first();
  await dialog.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await expect.poll(() => first.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Done' }).click();
}
