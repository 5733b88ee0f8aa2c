import { expect, storeSession, test } from './fixtures';
import { ADMIN_ROUTES, FOOTER_LINKS, PORTAL_ROUTES, PUBLIC_ROUTES } from './routes';
import { openPage } from './page-helpers';

test('the home page renders with the navigation bar and the footer', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Our services' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Understanding Debt' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Empowering financial freedom through education and support.');
  await expect(footer).toContainText(String(new Date().getFullYear()));
});

test('every footer link leads to a page with a heading', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const path of FOOTER_LINKS) {
    await footer.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  }
});

test('visiting /portal while signed out lands on /login', async ({ page }) => {
  await page.goto('/portal');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger menu opens and closes', async ({ page }) => {
    // The page is pre-rendered: the burger answers once React has hydrated it.
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About Us' });
    const burger = nav.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(about).toBeHidden();

    await burger.click();
    const close = nav.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await page.screenshot({ path: 'test-results/mobile-menu-open.png' });

    await close.click();
    await expect(about).toBeHidden();

    await nav.getByRole('button', { name: 'Open menu' }).click();
    await about.click();
    await expect(page).toHaveURL('/about');
    await expect(about).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('every route of the spec renders', () => {
  const expires_at = new Date(Date.now() + 3_600_000).toISOString();

  for (const path of PUBLIC_ROUTES) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    });
  }

  test('portal routes for a signed-in user', async ({ page }) => {
    // The seeded subscriber's id and token (mocks/seed.ts), which the mock backend knows on
    // every load: portal pages call the API, and an unknown token would end the session.
    await storeSession(page, {
      user_id: '5eed01000000000000000001',
      username: 'e2e',
      email: 'e2e@example.com',
      role: 'user',
      token: 'mock-token-subscriber',
      expires_at,
    });
    for (const path of PORTAL_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome e2e' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
  });

  test('admin routes for an admin', async ({ page }) => {
    await storeSession(page, {
      user_id: 'admin-e2e',
      username: 'admin',
      email: 'admin@example.com',
      role: 'admin',
      token: 'e2e',
      expires_at,
    });
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
