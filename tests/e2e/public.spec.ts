/**
 * Public-site journeys on the demo build (mock backend): home → calculator → builder → sign-up,
 * the interest form to Coming Soon, and the phone layout (the interest form's own rules and its
 * no-plan modal: interest.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { horizontalOverflow, openPage, waitForHydration } from './page-helpers';
import { PRERENDERED_ROUTES } from './routes';

const PHONE = { width: 375, height: 740 };

function savedPlan(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('planSelection');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

/** The builder's summary box, where the monthly total shows. */
function subscription(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Your subscription' });
}

async function expectMonthlyTotal(page: Page, total: string): Promise<void> {
  await expect(subscription(page).getByText('Monthly total').locator('..')).toContainText(total);
}

/** Saves a plan the way a visitor does: choosing it in the builder. */
async function choosePlanInBuilder(page: Page, plan: string): Promise<void> {
  await openPage(page, '/build-a-subscription');
  await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check();
  await expect(page.getByRole('heading', { name: 'Add premium features' })).toBeVisible();
}

test('every pre-rendered page arrives with its content in the HTML, not a loading placeholder', async ({
  request,
}) => {
  for (const path of PRERENDERED_ROUTES) {
    const html = await (await request.get(path)).text();
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main, path).toMatch(/<h1\b/);
    expect(main, path).not.toContain('Loading page');
    // An outlined Suspense boundary paints its fallback first and moves the page when swapped.
    expect(html, path).not.toContain('<template id="B:');
  }
});

test('with scripts off, the forms say they need them and the reading pages do not', async ({
  request,
}) => {
  const forms = ['/login', '/signup', '/earnings-calculator', '/build-a-subscription', '/interest'];
  for (const path of PRERENDERED_ROUTES) {
    const html = await (await request.get(path)).text();
    const note = /<noscript>[\s\S]*?needs JavaScript[\s\S]*?<\/noscript>/.test(html);
    expect(note, path).toBe(forms.includes(path));
  }
});

test.describe('from home to Coming Soon', () => {
  test('the home banner shows its first message, the second after 3 s, then the intro and a join button', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take charge of your debt');
    await expect(page.getByText('Buried in credit-card debt?')).toBeVisible();

    await page.clock.runFor(3_000);
    await expect(page.getByText('You can settle it yourself.')).toBeVisible();
    await expect(page.getByText('Buried in credit-card debt?')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Join now' })).toBeHidden();

    await page.clock.runFor(3_000);
    await expect(page.getByText(/^Get a personal plan/)).toBeVisible();
    const join = page.getByRole('link', { name: 'Join now' });
    await expect(join).toHaveAttribute('href', '/build-a-subscription');
    await join.click();
    await expect(page).toHaveURL('/build-a-subscription');
  });

  test('a visitor calculates their earnings, builds a subscription and goes to sign-up with it', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Learn more about an earnings calculator' }).click();

    await expect(page).toHaveURL('/earnings-calculator');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earnings Calculator');
    await page.getByLabel('Monthly Income').fill('5000');
    await page.getByLabel('Monthly Expenses').fill('3000');
    await page.getByLabel('Total Debt').fill('20000');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // 45% of $20,000; $20,000 over (9,000 / 2,000 months x 5/12) = $10,667 an hour.
    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results.getByRole('term')).toHaveText([/^Targeted savings/, /^Your hourly pay/]);
    for (const name of ['More about Targeted savings', 'More about Your hourly pay']) {
      await expect(results.getByRole('button', { name })).toBeVisible();
    }
    await expect(results.getByRole('definition')).toHaveText(['$9,000', '$10,667']);
    await expect(results).toContainText(/roughly \$[\d,]+ an hour, or \$[\d,]+ a year/);

    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/build-a-subscription');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Choose your base plan' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Add premium features' })).toBeHidden();
    await expectMonthlyTotal(page, '$0/month');

    await page.getByRole('radio', { name: /^The Upgrade/ }).check();
    await expect(page.getByRole('heading', { name: 'Add premium features' })).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Account monitoring/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /^Communication intercept/ })).toBeChecked();
    await expectMonthlyTotal(page, '$5/month');

    const practice = page.getByRole('switch', { name: 'Practice negotiations ($2/month)' });
    await expect(practice).not.toBeChecked();
    await practice.click();
    await expect(practice).toBeChecked();
    await expectMonthlyTotal(page, '$7/month');
    await expect(subscription(page).getByRole('listitem')).toHaveText([
      'Account monitoring',
      'Communication intercept',
      'Practice negotiations',
    ]);

    await page.getByRole('button', { name: 'Subscribe now!' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await savedPlan(page)).toMatchObject({
      basePlan: 'upgrade',
      premiumFeatures: ['monitoring', 'intercept', 'practice'],
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // With the plan still saved for the tab, the interest form takes an email to Coming Soon.
    // The mock answers late here, so the busy state can be seen.
    await openPage(page, '/interest?scenario=interest.slow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Enter your email address to get started',
    );
    await page.getByRole('main').getByLabel('Email address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    await expect(page).toHaveURL('/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon!');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await savedPlan(page)).toBeNull();
  });

  test('a failed interest call still lands on Coming Soon with the plan cleared', async ({
    page,
    consoleErrors,
  }) => {
    await choosePlanInBuilder(page, 'The Basic');
    await openPage(page, '/interest?scenario=interest.fail');
    await page.getByRole('main').getByLabel('Email address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/coming-soon');
    expect(await savedPlan(page)).toBeNull();

    // The browser reports the failed request itself; the page shows nothing (spec section 8).
    const expected = consoleErrors.filter((text) => text.includes('status of 500'));
    expect(expected).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1);
  });
});

test("the interest form's privacy link opens the terms at the communications clause", async ({
  page,
}) => {
  await choosePlanInBuilder(page, 'The Basic');
  await openPage(page, '/interest');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/terms-and-conditions#privacy');
  const clause = page.getByRole('heading', { name: '4. Communications Monitoring' });
  await expect(clause).toBeInViewport();
  // Below the sticky navigation bar, not under it.
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const heading = await clause.boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('home fits the screen width', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.clock.runFor(6_000);
    await expect(page.getByRole('link', { name: 'Join now' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: 'test-results/phone-home.png', fullPage: true });
  });

  test('the builder fits the screen width and its flow works', async ({ page }) => {
    await openPage(page, '/build-a-subscription');
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('radio', { name: /^The Works/ }).check();
    await expectMonthlyTotal(page, '$10/month');
    const assistance = page.getByRole('switch', { name: /^Live assistance/ });
    await expect(assistance).toBeChecked();
    await assistance.click();
    await expect(assistance).not.toBeChecked();
    await expectMonthlyTotal(page, '$7/month');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: 'test-results/phone-builder.png', fullPage: true });

    await page.getByRole('button', { name: 'Subscribe now!' }).click();
    await expect(page).toHaveURL('/signup');
    expect(await savedPlan(page)).toMatchObject({
      basePlan: 'works',
      premiumFeatures: ['monitoring', 'intercept', 'practice'],
    });
  });
});
