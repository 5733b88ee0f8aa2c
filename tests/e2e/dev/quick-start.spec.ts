/**
 * The README's quick start: `npm run dev` serves the app's source modules unbundled, beside the
 * mock backend in the browser. The modules' own paths (`/src/shared/api/http.ts`) pass the mock
 * by; the seeded personas sign in and reach their pages.
 */
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in';

// The dev server compiles each module on its first request: the first page takes a while.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('the subscriber signs in and reaches My Home with their figures', async ({ page }) => {
  await signIn(page, 'subscriber');
  await expect(page).toHaveURL('/portal', { timeout: 30_000 });
  const income = page.locator('dt', { hasText: /^Income$/ }).locator('+ dd');
  // The dev server compiles My Home's modules on their first request.
  await expect(income).toHaveText(/^\$\d[\d,]*$/, { timeout: 30_000 });
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my email' })).toBeVisible();
});

test('the admin signs in and lists the users', async ({ page }) => {
  await signIn(page, 'admin');
  // An admin's sign-in lands on the admin area (AC-2).
  await expect(page).toHaveURL('/admin', { timeout: 30_000 });
  await page.goto('/admin/users');
  // Newest first: the seeded newcomer signed up last. The reload compiles the admin area's
  // modules on their first request (a busy CI machine took more than 7 s).
  await expect(page.getByRole('table', { name: 'All users, newest first' })).toContainText(
    'new@example.com',
    { timeout: 30_000 },
  );
});
