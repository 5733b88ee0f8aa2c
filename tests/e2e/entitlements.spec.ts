/**
 * Issue 22 on the demo build: the persona with a program and no subscription sees why Call Now
 * and Generate New Summary are not available yet, with the way to Manage my enrollment, and no
 * error (a refused request would log a failed resource, which fails the test).
 */
import { expect, test } from './fixtures';
import { signInWithToken } from './sign-in';

// The unpaid persona (mocks/personas.ts) with its ready token (mocks/seed.ts).
test.beforeEach(async ({ page }) => {
  await signInWithToken(page, 'unpaid');
});

test('Call Now explains that the subscription has not started, with a way to start it', async ({
  page,
}) => {
  await page.goto('/portal/take-action');
  await expect(page.getByRole('heading', { level: 2, name: 'Take action' })).toBeVisible();
  await expect(page.getByText('Your subscription has not started')).toBeVisible();
  await page.getByRole('button', { name: 'Call Now: Citi' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Start your subscription to call your creditors',
  });
  await expect(dialog).toContainText('An active subscription is required for this feature.');
  await expect(page.getByRole('dialog', { name: 'Call your creditor', exact: true })).toHaveCount(
    0,
  );
  await dialog.getByRole('link', { name: 'Manage my enrollment' }).click();
  await expect(page).toHaveURL('/portal/manage-enrollment');
  await expect(page.getByText('No payment method set')).toBeVisible();
});

test('Generate New Summary explains instead of failing', async ({ page }) => {
  await page.goto('/portal/email');
  await expect(
    page.getByRole('definition').filter({ hasText: 'riley.chen.relief@inbox.selfsettle.example' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate New Summary' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Start your subscription to generate email summaries',
  });
  await expect(dialog).toContainText('An active subscription is required for this feature.');
  await expect(page.getByText('The summary could not be generated')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No summary available')).toBeVisible();
});
