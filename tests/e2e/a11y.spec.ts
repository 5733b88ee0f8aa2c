/** DESIGN.md section 10: no axe violations on any public page of spec section 2.2. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, describeViolations, openPage } from './page-helpers';
import { PUBLIC_ROUTES } from './routes';

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(describeViolations(violations), 'axe violations').toEqual([]);
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await openPage(page, path);
    await expectNoViolations(page);
  });
}

test.describe('states reached by using the pages', () => {
  test('the home banner at its intro step', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    await page.clock.runFor(6_000);
    await expect(page.getByRole('link', { name: 'Join now' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the calculator with results and with an error', async ({ page }) => {
    await openPage(page, '/earnings-calculator');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel('Monthly Income').fill('5000');
    await page.getByLabel('Monthly Expenses').fill('3000');
    await page.getByLabel('Total Debt').fill('20000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Targeted savings')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the builder with a plan and its premium features', async ({ page }) => {
    await openPage(page, '/build-a-subscription');
    await page.getByRole('button', { name: 'Subscribe now!' }).click();
    await expect(page.getByText('Please select a base plan before continuing.')).toBeVisible();
    await expectNoViolations(page);

    await page.getByText('The Works').click();
    await expect(page.getByRole('heading', { name: 'Add premium features' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the interest form with the no-plan modal and with an error', async ({ page }) => {
    await openPage(page, '/interest');
    const dialog = page.getByRole('dialog', { name: 'No Plan Selected' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const email = page.getByRole('main').getByLabel('Email address');
    await email.press('Enter');
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test('an education page with a box open and the terms with a question open', async ({ page }) => {
    await openPage(page, '/financial-plan');
    await page.getByRole('button', { name: 'Step 3 Set a debt settlement goal' }).click();
    await expect(
      page.getByRole('link', { name: 'earnings calculator', exact: true }),
    ).toBeVisible();
    await expectNoViolations(page);

    await openPage(page, '/terms-and-conditions');
    await page.getByRole('button', { name: /negotiate with my creditors/ }).click();
    await expectNoViolations(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home with the menu open has no axe violations', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expectNoViolations(page);
  });
});
