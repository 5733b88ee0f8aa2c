/** Account steps the mock and the full-stack specs both take. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** On a page with the account's email, asks to change it from `before` to `after`. */
export async function requestEmailChange(
  page: Page,
  before: string,
  after: string,
  password: string,
): Promise<void> {
  await page.getByRole('button', { name: `Edit email, ${before}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit email' });
  await modal.getByLabel('Email').fill(after);
  await modal.getByLabel('Current password').fill(password);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
}
