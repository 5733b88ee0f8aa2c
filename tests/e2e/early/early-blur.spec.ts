/**
 * A field that lost focus before hydration is checked once the page is live (the on-blur rules:
 * sign-up's email check, react-hook-form's touched-field validation). On the production build
 * and the real server: an address that already has an account, typed on /signup as soon as the
 * page appears and left with Tab, must be answered with the spec's message, and Next must stay
 * disabled. The early projects run it on a desktop CPU, at 4x CPU throttling, and with the app's
 * code held back until the visitor has acted (the blur then certainly comes before hydration).
 */
import type { Page } from '@playwright/test';
import { EMAIL_EXISTS, EMAIL_INVALID } from '../../../src/features/auth/model/messages';
import { expect, test } from './early-fixtures';

// A seeded persona of the full-stack server (mocks/personas.ts, scripts/seed/demo.ts).
const EXISTING = 'demo@example.com';

/** Opens /signup and, as soon as the page appears, types `address` as the email and leaves it. */
async function leaveEmail(page: Page, address: string) {
  await page.goto('/signup');
  const main = page.getByRole('main');
  const email = main.getByLabel('Email');
  await email.fill(address);
  // Tab: the email field loses focus to the password field, as a person moves on.
  await email.press('Tab');
  return { main, email };
}

test('sign-up checks an existing address typed and left before the page was live', async ({
  page,
  actedEarly,
}) => {
  const { main, email } = await leaveEmail(page, EXISTING);
  await page.locator('input[name="password"]').pressSequentially('New-pass1!');
  await actedEarly();

  await expect(main.getByText(EMAIL_EXISTS)).toBeVisible();
  await main.getByLabel('Confirm password').fill('New-pass1!');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(email).toHaveValue(EXISTING);
});

test('sign-up shows the email rule for a malformed address left before the page was live', async ({
  page,
  actedEarly,
}) => {
  const { main, email } = await leaveEmail(page, 'not-an-address');
  await actedEarly();

  // react-hook-form's onTouched rule: the blur marks the field touched and validates it.
  await expect(main.getByText(EMAIL_INVALID)).toBeVisible();
  await expect(email).toHaveValue('not-an-address');
});
