import { expect, test } from './fixtures';
import { ADMIN_ROUTES, FOOTER_LINKS, PORTAL_ROUTES, PUBLIC_ROUTES } from './routes';
import { openPage } from './page-helpers';
import { signInWithToken } from './sign-in';

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

/** For each public route, a text of its own content (spec section 2.2), beyond the heading. */
const PUBLIC_CONTENT: Record<string, string | RegExp> = {
  '/': 'How it works',
  '/login': 'Create an account',
  '/signup': /confirm password/i,
  '/understanding-credit': 'What a credit score is',
  '/understanding-options': 'Credit counseling',
  '/debt-settlement-companies': 'How they work',
  '/timelines': 'Month 0: make your plan',
  '/financial-plan': 'Step 1',
  '/training-preparation': /simulator/i,
  '/agent-support': 'Voice coaching',
  '/earnings-calculator': 'Monthly Income',
  '/build-a-subscription': 'Choose your base plan',
  '/interest': 'Track Progress',
  '/coming-soon': 'Back to Home',
  '/terms-and-conditions': 'Nature of Services',
  '/contact-us': 'General Questions',
  '/about': 'Our mission',
};

/** For each portal section, a text it shows the seeded subscriber beyond its headings. */
const PORTAL_CONTENT: Record<string, string | RegExp> = {
  '/portal': 'Lines of Credit',
  '/portal/my-home': 'Net After Debt Payments',
  '/portal/connect-accounts': 'Connect Bank Account',
  '/portal/take-action': 'Program Summary',
  '/portal/manage-enrollment': 'Debt Negotiation',
  '/portal/email': 'Weekly Summary',
  '/portal/practice': 'Rehearse a settlement call',
  '/portal/account': 'Email preferences',
};

/** For each admin page, what it shows from the seed beyond its heading. */
const ADMIN_CONTENT: Record<string, string | RegExp> = {
  '/admin': 'Calls waiting',
  '/admin/users': 'Search by email or username',
  '/admin/analytics': 'Plan mix',
  '/admin/calls': /No calls are waiting|Waiting/,
};

test.describe('every route of the spec renders', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
      // Beyond its heading, something only that page shows. Found through the element, not its
      // role: a modal the page opens on its own (/interest without a plan) hides the rest of
      // the page from the accessibility tree, not from view.
      await expect(page.locator('main').getByText(PUBLIC_CONTENT[path]!).first()).toBeVisible();
    });
  }

  test('portal routes for a signed-in user', async ({ page }) => {
    // The seeded subscriber with its ready token (mocks/seed.ts): portal pages load real data,
    // and a made-up token would be refused (401) and end the session.
    await signInWithToken(page, 'subscriber');
    for (const path of PORTAL_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome demo@example.com' }),
      ).toBeVisible();
      // The welcome heading is the page's one h1; each section's title is an h2 below it.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // Beyond the headings, what the section is for (spec section 2.3), from the seeded data.
      await expect(page.getByRole('main').getByText(PORTAL_CONTENT[path]!).first()).toBeVisible();
    }
  });

  test('admin routes for an admin', async ({ page }) => {
    // The seeded admin with the mock's ready token: the admin pages read the API.
    await signInWithToken(page, 'admin');
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(ADMIN_CONTENT[path]!).first()).toBeVisible();
    }
  });
});
