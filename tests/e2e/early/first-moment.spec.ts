/**
 * Issue 18: on the production build (`npm start` on FerretDB, pre-rendered public pages, the app
 * loaded after first paint), nothing a visitor types or clicks before the app is ready is lost,
 * no form submits natively and no personal data reaches a URL. Every test acts as soon as
 * `page.goto` returns (the load event) and never waits for hydration. The projects run it on a
 * desktop CPU, at 4x CPU throttling, and with the app's code held back until the test has acted (every
 * action then lands before hydration, which the tests check).
 */
import { expect, test } from './early-fixtures';

const SUBSCRIBER = { email: 'demo@example.com', password: 'Demo-pass1!' };

test.describe('pre-rendered public pages', () => {
  test('the calculator keeps the typed amounts and Calculate shows the result', async ({
    page,
    actedEarly,
    urls,
  }) => {
    await page.goto('/earnings-calculator');
    const form = page.getByRole('form', { name: 'Earnings calculator' });
    await form.getByLabel('Monthly Income').fill('5000');
    await form.getByLabel('Monthly Expenses').pressSequentially('3000');
    await form.getByLabel('Total Debt').fill('20000');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await actedEarly();

    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results).toContainText('$9,000');
    await expect(results).toContainText('$10,667');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByLabel('Monthly Income')).toHaveValue('5000');
    await expect(form.getByLabel('Monthly Expenses')).toHaveValue('3000');
    await expect(form.getByLabel('Total Debt')).toHaveValue('20000');
    // The app owns the fields from what was typed: a change now recalculates from there.
    await form.getByLabel('Monthly Expenses').fill('2000');
    await form.getByLabel('Monthly Expenses').press('Enter');
    await expect(results).toContainText('$16,000');
    expect(urls.filter((url) => url.includes('monthlyIncome'))).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
  });

  test('the builder takes the plan chosen at once, then a premium toggle', async ({
    page,
    actedEarly,
  }) => {
    await page.goto('/build-a-subscription');
    await page.getByText('The Basic', { exact: true }).click();
    await actedEarly();

    await expect(page.getByRole('heading', { name: 'Add premium features' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Your subscription' });
    await expect(summary).toContainText('The Basic');
    const monitoring = page.getByRole('switch', { name: /^Account monitoring/ });
    await monitoring.click();
    await expect(monitoring).toHaveAttribute('aria-checked', 'true');
    await expect(summary.getByRole('listitem')).toHaveText(['Account monitoring']);
    await expect(page.getByRole('radio', { name: /^The Basic/ })).toBeChecked();
    // Chosen once: the toggle took, nothing replayed it off again.
    await expect(monitoring).toHaveAttribute('aria-checked', 'true');
  });

  test('the interest form sends the typed email on Enter without it ever reaching a URL', async ({
    page,
    actedEarly,
    urls,
  }) => {
    await page.addInitScript(() => {
      if (window.location.pathname !== '/interest') return;
      const selection = {
        basePlan: 'upgrade',
        premiumFeatures: ['monitoring', 'intercept'],
        timestamp: new Date().toISOString(),
      };
      sessionStorage.setItem('planSelection', JSON.stringify(selection));
    });
    const name = `early.visitor.${Date.now()}`;
    const email = `${name}@example.com`;
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/interest',
    );
    await page.goto('/interest');
    const field = page.getByRole('main').getByLabel('Email address');
    await field.fill(email);
    await field.press('Enter');
    await actedEarly();

    await expect(page).toHaveURL('/coming-soon');
    expect((await sent).postDataJSON()).toMatchObject({ email });
    expect(urls.filter((url) => url.includes(name) || url.includes('email='))).toEqual([]);
  });

  test("the home page's buttons answer a click made at once, and the join button leads on", async ({
    page,
    actedEarly,
  }) => {
    await page.goto('/');
    const services = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Our services' });
    await services.click();
    await actedEarly();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // The join button appears 6 s after the app starts (spec section 9).
    await page.getByRole('link', { name: 'Join now' }).click({ timeout: 15_000 });
    await expect(page).toHaveURL('/build-a-subscription');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Build a Subscription' }),
    ).toBeVisible();
  });

  test("the home page's call to action works when clicked at once", async ({
    page,
    actedEarly,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Build your subscription' }).click();
    await actedEarly();
    await expect(page).toHaveURL('/build-a-subscription');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Build a Subscription' }),
    ).toBeVisible();
  });
});

test.describe('pre-rendered sign-in and sign-up', () => {
  test('sign-in takes what was typed at once and signs the subscriber in', async ({
    page,
    actedEarly,
    urls,
  }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Username or email').fill(SUBSCRIBER.email);
    await main.getByLabel('Password', { exact: false }).fill(SUBSCRIBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await actedEarly();
    await expect(page).toHaveURL('/portal');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(urls.filter((url) => url.includes('Demo-pass1') || url.includes('demo%40'))).toEqual([]);
  });

  test('sign-up keeps the first step typed at once and moves on', async ({
    page,
    actedEarly,
    pages,
  }) => {
    const email = `early.signup.${Date.now()}@example.com`;
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill('New-pass1!');
    await main.getByLabel('Confirm password').fill('New-pass1!');
    await actedEarly();
    // Next is disabled until the app has checked the three fields: it takes the click once the
    // replayed values have enabled it.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('First name')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(main.getByLabel('Email')).toHaveValue(email);
    // Spec section 7 has the availability check as `GET /user/check-availability?email`, so only
    // the page addresses are checked here.
    expect(pages.filter((url) => url.includes('early.signup'))).toEqual([]);
  });
});

test.describe('the SPA shell after a full load', () => {
  test('a portal page answers a click made right after a full load', async ({ page }) => {
    const login = await page.request.post('/api/user/login', {
      data: { username: SUBSCRIBER.email, password: SUBSCRIBER.password },
    });
    expect(login.status()).toBe(200);
    const session: unknown = await login.json();
    await page.addInitScript((stored) => {
      window.localStorage.setItem('user', JSON.stringify(stored));
    }, session);
    await page.goto('/portal/take-action');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
