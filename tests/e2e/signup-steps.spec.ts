/**
 * Sign-up step 1 pressed as a person does, with the real mouse: a message that goes away when a
 * field is left must not move the button being pressed (issue 10, point 5).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './page-helpers';

test('after the required messages, filling step 1 and pressing Back returns to step 0 at the first click', async ({
  page,
}) => {
  const email = `lost.click.${Date.now()}@example.com`;
  await openPage(page, '/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('New-pass1!');
  await main.getByLabel('Confirm password').fill('New-pass1!');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('form', { name: /Personal information/ })).toBeVisible();

  // Next with every field empty: the three required messages.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('alert')).toHaveText([
    'First name is required',
    'Last name is required',
    'Date of birth is required',
  ]);

  // Each field clicked into and typed in, as a person fills it.
  const typeInto = async (field: Locator, text: string) => {
    await field.click();
    await page.keyboard.type(text);
  };
  await typeInto(main.getByLabel('First name'), 'Ada');
  await typeInto(main.getByLabel('Last name'), 'Lovelace');
  await typeInto(main.getByLabel('Date of birth'), '01021990');
  await expect(main.getByLabel('Date of birth')).toHaveValue('1990-01-02');

  // One press and release on Back, with the focus still in the date field.
  const back = page.getByRole('button', { name: 'Back' });
  const box = (await back.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Leaving the date field validated it; nothing below it moved while the button is held.
  expect(await back.boundingBox()).toEqual(box);
  await page.mouse.up();

  await expect(main.getByRole('form', { name: /Account/ })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await expect(main.getByRole('alert')).toHaveCount(0);

  // Next brings back what was typed on step 1, now without messages.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByLabel('First name')).toHaveValue('Ada');
  await expect(main.getByLabel('Date of birth')).toHaveValue('1990-01-02');
  await expect(main.getByRole('alert')).toHaveCount(0);
});
