/** The change of user both user-switch specs make in one tab. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signIn } from './sign-in';

/**
 * The subscriber signs in, asks for a call about Chase from Take action's overview and logs out
 * at once (the reads the call invalidated are still under way); then the admin signs in on the
 * same tab and lands on the admin area (AC-2), whose first reads are the ones the switch cut.
 * Returns the overview's key figures.
 */
export async function callThenSwitchToAdmin(page: Page): Promise<Locator> {
  await signIn(page, 'subscriber', '/portal');
  const portalNav = page.getByRole('navigation', { name: 'Portal' });
  await portalNav.getByRole('button', { name: 'Take action' }).click();
  await portalNav.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Call Now: Chase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call your creditor' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Call initiated! You will receive a call shortly.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');

  await signIn(page, 'admin', '/admin');
  return page.getByRole('list', { name: 'Key figures' });
}
