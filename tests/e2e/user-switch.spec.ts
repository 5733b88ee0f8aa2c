/**
 * A change of user in one tab: the subscriber asks for a call and logs out, the admin signs in and
 * opens the admin area. Reads the switch cancels (the browser's net::ERR_ABORTED) are not
 * failures: no page shows an error state for them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './page-helpers';

const SUBSCRIBER = { email: 'demo@example.com', password: 'Demo-pass1!' };
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass1!' };

async function signIn(page: Page, { email, password }: typeof ADMIN, landing = '/portal') {
  await openPage(page, '/login');
  await page.getByRole('main').getByLabel('Username or email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: false }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

test('after the subscriber asks for a call and logs out, the admin sees the figures', async ({
  page,
}) => {
  // Two sign-ins and four pages on a shared machine.
  test.setTimeout(90_000);
  await signIn(page, SUBSCRIBER);
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

  // An admin lands on the admin area (AC-2), whose first reads are the ones a user switch cut.
  await signIn(page, ADMIN, '/admin');
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.getByRole('link', { name: /^Calls waiting\s*1$/ })).toBeVisible();
  await expect(page.getByText('The figures could not be loaded.')).toHaveCount(0);
  await page.reload();
  await expect(figures.getByRole('link', { name: /^Calls waiting\s*1$/ })).toBeVisible();
  await expect(page.getByText('The figures could not be loaded.')).toHaveCount(0);
});
