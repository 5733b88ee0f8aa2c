/**
 * One story, second pass, on the mock backend (demo build): cancelling in Account settings as the
 * Terms and FAQ say, a settlement plan that states what it assumes, one price story in the
 * builder, the greeting by first name, and a page after deleting the account. At 1280 and 390 px
 * where the layout matters.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../mocks/personas';
import {
  EMAIL_CHANGED_SUBJECT,
  EMAIL_CHANGE_SUBJECT,
} from '../../src/features/account/model/emails';
import { requestEmailChange } from './account';
import { expect, test } from './fixtures';
import { horizontalOverflow, openPage } from './page-helpers';
import { signIn } from './sign-in';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The value beside a label of a description list. */
const fact = (scope: ReturnType<Page['locator']>, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the subscriber cancels in Account settings, with the same effect as Manage my enrollment', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, 'subscriber', '/portal');
      await page.goto('/portal/account');
      const section = page.locator('section, div').filter({
        has: page.getByRole('heading', { name: 'Subscription', exact: true }),
      });
      const subscription = section.last();
      await expect(fact(subscription, 'Plan')).toHaveText(/^Base Subscription.*\$\d+\/month$/);
      const next = fact(subscription, 'Next billing date');
      await expect(next).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      const billingDate = (await next.textContent())!;
      expect(await horizontalOverflow(page)).toBe(0);

      await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await expect(dialog).toContainText('This cannot be undone.');
      await expect(dialog).toContainText(`Your subscription ends on ${billingDate}`);
      await expect(dialog).toContainText('Months already paid are not refunded.');
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(subscription.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
      await expect(fact(subscription, 'Ends on')).toHaveText(billingDate);

      // The same cancellation, as Manage my enrollment shows it.
      await page.goto('/portal/manage-enrollment');
      await expect(page.getByTestId('subscription-ends')).toHaveText(
        `Cancelled: ends on ${billingDate}. No further debits are taken; you keep your program until then.`,
      );
      await expect(page.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
    });

    test("My Home's settlement plan says what it assumes and names its two lengths", async ({
      page,
    }) => {
      await signIn(page, 'subscriber', '/portal');
      const plan = page.getByText(/^The settlement plan puts your whole monthly net income/);
      await expect(plan).toContainText('assumes you stop making the minimum payments');
      await expect(plan).toContainText(
        'late fees, damage to your credit report, collection calls and possibly a lawsuit',
      );
      await expect(plan).toContainText('not legal or financial advice');
      await expect(page.getByText(/^Paying in full: /)).toBeVisible();
      await expect(page.getByText(/^Settling for less: /)).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      await plan.getByRole('link', { name: 'What happens when payments stop' }).click();
      await expect(page).toHaveURL('/timelines');
      await expect(page.getByText('30 to 90 days past due')).toBeVisible();
    });

    test('the builder shows what will be billed as prominently as its total, and why they differ', async ({
      page,
    }) => {
      await openPage(page, '/build-a-subscription');
      await page.getByRole('radio', { name: /^The Basic/ }).check();
      const summary = page.getByRole('complementary', { name: 'Your subscription' });
      const total = summary.getByText('Monthly total').locator('..');
      const billed = summary.getByText('You will be billed').locator('..');
      await expect(total).toHaveText(/Monthly total\s*\$2\/month/);
      // The Basic becomes the Base Subscription, $5 at the enrollment prices.
      await expect(billed).toHaveText(/You will be billed\s*\$5\/month/);
      await expect(summary.getByText(/^The builder prices each feature on its own/)).toBeVisible();
      const size = (row: typeof total) =>
        row.locator('strong').evaluate((element) => getComputedStyle(element).fontSize);
      expect(await size(billed)).toBe(await size(total));

      await page.getByRole('radio', { name: /^The Works/ }).check();
      await expect(total).toHaveText(/Monthly total\s*\$10\/month/);
      await expect(billed).toHaveText(/You will be billed\s*\$8\/month/);
      // Practice is what it is: part of every subscription.
      await expect(
        page.getByText(/Part of every subscription: every subscriber can practise/),
      ).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
    });

    test('the portal greets the subscriber by username (spec) without widening the page', async ({
      page,
    }) => {
      await signIn(page, 'subscriber', '/portal');
      // The username is the whole email address here: it wraps rather than widen a phone's page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Welcome ${PERSONAS.subscriber.username}`,
      );
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}

test('the Terms and the FAQ say the same cancellation rule', async ({ page }) => {
  await openPage(page, '/terms-and-conditions');
  await page.getByRole('button', { name: 'How do I cancel?' }).click();
  const rule =
    /You may cancel at any time in your account settings \(Account settings, Subscription\)\. Cancelling stops billing: no further debit is taken\. Cancellation takes effect at the end of the current month you have paid for, that is the end of your billing period \(your next billing date\), and your services continue until then\. Months already paid are not refunded, and a cancellation cannot be undone/;
  await expect(page.getByText(rule)).toHaveCount(2);
});

test('deleting the account lands on a page that says what happened, signed out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'subscriber', '/portal');
  await page.goto('/portal/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel(/^Password/).fill(PERSONAS.subscriber.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL('/account-deleted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account was deleted');
  await expect(page.getByText('Your account and its data were deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What was kept, and why' })).toBeVisible();
  await expect(page.getByText('Authentication required')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  // Signed out: the portal asks for a sign-in, and the old password no longer works.
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login/);
});

test('a confirmed email change: the old address is told and signs in no more, the new one does', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { email: before, password } = PERSONAS.newcomer;
  const after = 'noah.moved@example.com';
  await signIn(page, 'newcomer', '/portal');
  await requestEmailChange(page, before, after, password);

  // The demo's Outbox (the panel a presenter opens; automated browsers get no panel) keeps what
  // the app would have mailed in local storage.
  const mails = () =>
    page.evaluate(
      () =>
        JSON.parse(window.localStorage.getItem('mockOutbox') ?? '[]') as {
          to: string;
          subject: string;
          text: string;
        }[],
    );
  const change = (await mails()).find(
    (mail) => mail.to === after && mail.subject === EMAIL_CHANGE_SUBJECT,
  );
  const link = /https?:\/\/\S+\/confirm-email#token=[0-9a-f]+/.exec(change!.text)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText(`Your email is now ${after}.`)).toBeVisible();

  // The old address is told.
  const notice = (await mails()).filter(
    (mail) => mail.to === before && mail.subject === EMAIL_CHANGED_SUBJECT,
  );
  expect(notice).toHaveLength(1);
  expect(notice[0]!.text).toContain(`is now ${after}`);

  // The old address no longer signs in; the new one does, and the greeting and the profile
  // follow it.
  await signIn(page, { email: before, password });
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  await expect(page).toHaveURL('/login');
  // The browser logs the refused sign-in (401) itself; anything else still fails the test.
  const refused = consoleErrors.filter((text) => text.includes('status of 401'));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refused[0]!), 1);
  await signIn(page, { email: after, password }, '/portal');
  // The heading is 'Welcome' plus the username (spec), which followed the new address.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${after}`);
  await expect(page.getByRole('button', { name: `Edit email, ${after}` })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}') as object),
  ).toMatchObject({ username: after, email: after });
});

for (const size of WIDTHS) {
  test(`the time zone follows the profile's state and can be chosen, never UTC (${size.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'subscriber', '/portal');
    await page.goto('/portal/account');
    const zoneCard = page.locator('section, div').filter({
      has: page.getByRole('heading', { name: 'Time zone', exact: true }),
    });
    // The subscriber lives in Texas (the mailing address's state): Central time, from the state.
    await expect(zoneCard.last()).toContainText('Central Time');
    await expect(
      page.getByText('Reminders are timed in Central Time (from your state).'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/\bUTC\b/)).toHaveCount(0);
    await expect(page.getByText(/It follows the state in your profile/)).toBeVisible();

    // Chosen instead: Mountain Time, then back to the state's.
    const select = page.getByRole('combobox', { name: 'Time zone' });
    await select.selectOption('America/Denver');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(
      page.getByText('Reminders are timed in Mountain Time (your choice under Time zone).'),
    ).toBeVisible();
    await page.reload();
    await expect(select).toHaveValue('America/Denver');
    await select.selectOption('');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(
      page.getByText('Reminders are timed in Central Time (from your state).'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/\bUTC\b/)).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
  });
}

test.describe('in a browser set to Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the times shown are in the user's zone, not the browser's", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'subscriber', '/portal');
    await page.goto('/portal/account');
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Chicago');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText(/^Reminders are timed in Central Time/)).toBeVisible();
    // A full load: the portal shell reads the zone with the account before the section shows.
    await page.reload();
    // The list shows once the mock (in the page's service worker) answers: read it then.
    const current = page.getByText(/\(this device\)/).locator('..');
    await expect(current).toContainText('Signed in');
    const session = await page.evaluate(async () => {
      const { token } = JSON.parse(window.localStorage.getItem('user')!) as { token: string };
      const answer = await fetch('/api/user/sessions', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { sessions } = (await answer.json()) as {
        sessions: { created_at: string; current: boolean }[];
      };
      return sessions.find((item) => item.current)!;
    });
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
        .format(new Date(session.created_at))
        .replace(/\u202f/g, ' ');
    expect(inZone('America/Chicago')).not.toBe(inZone('Asia/Tokyo'));
    await expect(current).toContainText(`Signed in ${inZone('America/Chicago')}`);
  });
});
