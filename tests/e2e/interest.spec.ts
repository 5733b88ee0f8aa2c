/**
 * The interest form on the demo build, as spec sections 2.2, 4 and 5 read together: the
 * 'No Plan Selected' modal on arrival without a plan, Continue disabled until the email is valid
 * and a plan is saved, the email's messages on leaving the field or on Enter, and Enter without
 * a plan opening the modal instead of sending.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './page-helpers';

const MODAL_TEXT =
  'You must select a plan before continuing. Please go back and choose a subscription plan.';

/** Saves a plan the way a visitor does: choosing it in the builder. */
async function choosePlanInBuilder(page: Page): Promise<void> {
  await openPage(page, '/build-a-subscription');
  await page.getByRole('radio', { name: /^The Basic/ }).check();
  await expect(page.getByRole('heading', { name: 'Add premium features' })).toBeVisible();
}

/** Every POST /api/interest the page sends. */
function interestPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/interest') {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

const emailField = (page: Page) => page.getByRole('main').getByLabel('Email address');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.describe('arriving without a saved plan', () => {
  async function arrive(page: Page): Promise<Locator> {
    await openPage(page, '/interest');
    const dialog = page.getByRole('dialog', { name: 'No Plan Selected' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MODAL_TEXT);
    return dialog;
  }

  async function expectBackOnTheForm(page: Page, dialog: Locator): Promise<void> {
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/interest');
    await emailField(page).fill('ada@example.com');
    await expect(emailField(page)).toHaveValue('ada@example.com');
  }

  test('the modal opens at once; Go to Plan Selection leads to the builder', async ({ page }) => {
    const dialog = await arrive(page);
    await dialog.getByRole('button', { name: 'Go to Plan Selection' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/build-a-subscription');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a Subscription');
  });

  test('Cancel closes it', async ({ page }) => {
    const dialog = await arrive(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectBackOnTheForm(page, dialog);
  });

  test('the close button closes it', async ({ page }) => {
    const dialog = await arrive(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectBackOnTheForm(page, dialog);
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    const dialog = await arrive(page);
    await page.getByTestId('modal-backdrop').click({ position: { x: 10, y: 10 } });
    await expectBackOnTheForm(page, dialog);
  });

  test('Continue stays disabled with a valid email, and Enter opens the modal instead of sending', async ({
    page,
  }) => {
    const posts = interestPosts(page);
    const dialog = await arrive(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await emailField(page).fill('ada@example.com');
    await expect(continueButton(page)).toBeDisabled();

    await emailField(page).press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MODAL_TEXT);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/interest');
    await expect(emailField(page)).toHaveValue('ada@example.com');
    expect(posts).toEqual([]);
  });
});

test.describe('with a plan saved in the builder', () => {
  test.beforeEach(async ({ page }) => {
    await choosePlanInBuilder(page);
  });

  test('Continue is disabled until the email is valid', async ({ page }) => {
    await openPage(page, '/interest');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(continueButton(page)).toBeDisabled();
    await emailField(page).fill('ada@example');
    await expect(continueButton(page)).toBeDisabled();
    await emailField(page).fill('ada@example.com');
    await expect(continueButton(page)).toBeEnabled();
    await emailField(page).fill('ada @example.com');
    await expect(continueButton(page)).toBeDisabled();
  });

  test('the messages show when the field is left, and go once the address is valid', async ({
    page,
  }) => {
    await openPage(page, '/interest');
    const main = page.getByRole('main');
    await emailField(page).click();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await emailField(page).press('Tab');
    await expect(main.getByRole('alert')).toHaveText('Please enter your email address');

    await emailField(page).click();
    await page.keyboard.type('ada@example');
    // Clicking the page's heading leaves the field.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(main.getByRole('alert')).toHaveText('Please enter a valid email address');

    await emailField(page).click();
    await page.keyboard.type('.com');
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(continueButton(page)).toBeEnabled();
  });

  test('the messages show when Enter is pressed in the field, and nothing is sent', async ({
    page,
  }) => {
    const posts = interestPosts(page);
    await openPage(page, '/interest');
    const main = page.getByRole('main');
    await emailField(page).press('Enter');
    await expect(main.getByRole('alert')).toHaveText('Please enter your email address');
    await emailField(page).fill('ada@example');
    await emailField(page).press('Enter');
    await expect(main.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(page).toHaveURL('/interest');
    expect(posts).toEqual([]);
  });

  test('Enter with a valid email shows Submitting..., sends it with the plan and clears the plan', async ({
    page,
  }) => {
    const posts = interestPosts(page);
    const saved = await page.evaluate(() => sessionStorage.getItem('planSelection'));
    expect(saved).not.toBeNull();
    // The mock answers late here, so the busy state can be seen.
    await openPage(page, '/interest?scenario=interest.slow');
    await emailField(page).fill('ada@example.com');
    await emailField(page).press('Enter');
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page).toHaveURL('/coming-soon');
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { email: 'ada@example.com', plan: saved },
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('planSelection'))).toBeNull();
  });
});
