/** The creditor inbox on the mock backend: reading, summarising, older summaries, opt-in. */
import type { Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from '../../mocks/personas';
import { expect, test } from './fixtures';
import { submitLogin } from './sign-in';

const DAY_MS = 86_400_000;

/**
 * Opens a portal path signed out, signs in on /login and comes back to it without a reload (a
 * reload would seed the mock backend again and forget the session). `beforeSignIn` runs on the
 * sign-in page, after the mock backend has seeded its data.
 */
async function visitSignedIn(
  page: Page,
  path: string,
  persona: PersonaKey,
  beforeSignIn?: () => Promise<void>,
) {
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await beforeSignIn?.();
  await submitLogin(page, PERSONAS[persona]);
  await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]!}(\\?|$)`));
}

test('the subscriber reads an email, generates a summary and opens an older one', async ({
  page,
}) => {
  // The mock backend seeds its data when the page loads; eight days later, the newest seeded
  // summary is no longer current. The clock moves before sign-in, so the session is fresh.
  const start = Date.now();
  await page.clock.install({ time: start });
  await visitSignedIn(page, '/portal/email', 'subscriber', () =>
    page.clock.setSystemTime(start + 8 * DAY_MS),
  );

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Your Email Account' })).toBeVisible();
  await expect(main.getByText('dana.rivera.relief@inbox.selfsettle.example').first()).toBeVisible();

  // Read an email.
  const emails = main.getByRole('table', { name: 'Recent Emails' });
  await emails.getByText('A settlement offer for your Discover account').click();
  const details = page.getByRole('dialog', { name: 'Email Details' });
  await expect(details.getByText('offers@discover.example')).toBeVisible();
  await expect(details.getByTestId('email-body')).toContainText('lump sum of $3,420');
  await details.getByRole('button', { name: 'Done' }).click();
  await expect(details).toBeHidden();

  // Generate a summary.
  const summary = main.locator('section', {
    has: page.getByRole('heading', { name: 'Weekly Summary' }),
  });
  await expect(summary.getByText('Your summary is current')).toBeHidden();
  await summary.getByRole('button', { name: 'Generate New Summary' }).click();
  await expect(summary.getByText('Your summary is current')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Generate New Summary' })).toBeHidden();
  await expect(summary.getByText('Priority level')).toBeVisible();

  // The three seeded summaries are now the older ones; open the first.
  const older = summary.locator('section', {
    has: page.getByRole('heading', { name: 'Previous Summaries' }),
  });
  const items = older.getByRole('button');
  await expect(items).toHaveCount(3);
  await items.first().click();
  await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(older.getByText('Key actions')).toBeVisible();
});

test('on a phone the recent emails fit the screen, each sender under its subject', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitSignedIn(page, '/portal/email', 'subscriber');
  const table = page.getByRole('table', { name: 'Recent Emails' });
  const row = table
    .getByRole('row')
    .filter({ hasText: 'A settlement offer for your Discover account' });
  await expect(row.getByText('offers@discover.example').filter({ visible: true })).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: 'From' })).toBeHidden();
  const overflow = await table.evaluate(
    (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
  );
  expect(overflow).toBe(0);

  // On a laptop the sender has its own column again, once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.getByRole('columnheader', { name: 'From' })).toBeVisible();
  await expect(row.getByText('offers@discover.example').filter({ visible: true })).toHaveCount(1);
});

test('a hostile email body runs nothing and shows no markup', async ({ page }) => {
  await visitSignedIn(page, '/portal/email?scenario=emails.hostile', 'subscriber');
  await page
    .getByRole('table', { name: 'Recent Emails' })
    .getByText('<b>Urgent</b> payment notice')
    .click();
  const details = page.getByRole('dialog', { name: 'Email Details' });
  const body = details.getByTestId('email-body');
  await expect(body).toContainText('Your balance is due. Pay now or visit our site');
  await expect(details.locator('script, img, iframe, b')).toHaveCount(0);
  const links = body.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', 'https://bank.example/pay');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await body.getByText('Pay now').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __hostile?: string }).__hostile)).toBeUndefined();
  await expect(page).toHaveURL(/\/portal\/email/);
});

test.describe('the newcomer', () => {
  // The newcomer has no program: GET /programs answers 404 (spec section 7: "404 means no
  // program"), which Chromium logs as a failed resource. Only that one line is expected.
  test.use({
    consoleErrors: async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const expected =
          message.text().includes('status of 404') &&
          /\/api\/programs\/[^/]+$/.test(message.location().url);
        if (!expected) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await provide(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
  });

  test('has no email menu item and sees the opt-in notice on a direct visit', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors; // the overridden watcher above
    await visitSignedIn(page, '/portal/email', 'newcomer');
    const notice = page.getByText('Email deflection is off');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent Emails' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link', { name: 'My Home' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'View my email' })).toHaveCount(0);
    await notice.locator('xpath=..').getByRole('link', { name: 'Manage my enrollment' }).click();
    await expect(page).toHaveURL('/portal/manage-enrollment');
  });
});
