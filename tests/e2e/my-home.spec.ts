/** My Home on the mock backend: the newcomer's first setup and the subscriber's totals. */
import type { Page } from '@playwright/test';
import { buildPersonas, PERSONAS } from '../../mocks/personas';
import { debtLifecycle } from '../../src/features/settlement/model/lifecycle';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('+ dd');
const totalRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

test('the newcomer sets income and expenses, adds two tradelines, edits one and deletes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'newcomer', '/portal');
  // No profile yet: the default one is created.
  await expect(figure(page, 'Income')).toHaveText('$0');
  await expect(page.getByText('No tradelines yet')).toBeVisible();

  // Without income, adding is blocked with the 4 s warning.
  await page.getByRole('button', { name: 'Add a tradeline' }).click();
  const warning = page.getByText(
    'Please complete your financial profile by setting your income before adding tradelines.',
  );
  await expect(warning).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Income' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Income' });
  await dialog.getByLabel('Monthly income').fill('3000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(figure(page, 'Income')).toHaveText('$3,000');

  await page.getByRole('button', { name: 'Edit Expenses' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Expenses' });
  await dialog.getByLabel('Rent or mortgage').fill('1200');
  await dialog.getByLabel('Home insurance').fill('');
  await dialog.getByLabel('Groceries').fill('400');
  await dialog.getByLabel('TV, cable and internet').fill('100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // 1,200 + 400 + 100 = 1,700; net 3,000 − 1,700 = 1,300.
  await expect(figure(page, 'Expenses')).toHaveText('$1,700');
  await expect(figure(page, 'Net')).toHaveText('$1,300');

  await page.getByRole('button', { name: 'Add a tradeline' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a Tradeline' });
  await dialog.getByLabel(/Creditor/).selectOption({ label: 'Citibank' });
  await dialog.getByLabel(/Current Balance/).fill('2500');
  await dialog.getByLabel(/Minimum Payment/).fill('60');
  await dialog.getByLabel(/Credit Limit/).fill('4000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Citibank' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a tradeline' }).click();
  await dialog.getByLabel(/Creditor/).selectOption({ label: 'Other' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the creditor name')).toBeVisible();
  await dialog.getByLabel(/Creditor name/).fill('Hometown Credit Union');
  await dialog.getByLabel(/Current Balance/).fill('1000');
  await dialog.getByLabel(/Minimum Payment/).fill('40');
  await dialog.getByLabel(/Credit Limit/).fill('1000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // 3,500 over 5,000 = 70%; minimums 100.
  await expect(totalRow(page)).toContainText(['$3,500', '$100', '$5,000', '70%'].join(''));
  // Timelines smallest balance first.
  await expect(page.getByRole('region', { name: /timeline$/ })).toHaveCount(2);
  await expect(page.getByRole('region', { name: /timeline$/ }).first()).toHaveAccessibleName(
    'Hometown Credit Union timeline',
  );

  await page.getByRole('button', { name: 'Edit Citibank' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Tradeline' });
  await dialog.getByLabel(/Current Balance/).fill('2000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(totalRow(page)).toContainText('$3,000$100$5,00060%');

  await page.getByRole('button', { name: 'Edit Hometown Credit Union' }).click();
  await dialog.getByRole('button', { name: 'Delete Tradeline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Tradeline' });
  await expect(confirm).toContainText('Are you sure you want to delete this tradeline?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Edit Hometown Credit Union' })).toHaveCount(0);
  // 2,000 over 4,000 = 50%; 45% of 2,000 = 900; ceil(2,000 / 1,300) = 2 months.
  await expect(totalRow(page)).toContainText('$2,000$60$4,00050%');
  await expect(figure(page, 'Targeted Savings (45%)')).toHaveText('$900');
  await expect(figure(page, 'Estimated Time to Settle')).toHaveText('2 months');
  await expect(figure(page, 'Net After Debt Payments')).toHaveText('$1,240');
});

test("the subscriber's home shows the totals of the seeded data", async ({ page }) => {
  test.setTimeout(60_000);
  const seed = buildPersonas(new Date());
  const userId = PERSONAS.subscriber.user_id;
  const profile = seed.profiles.find((p) => p.user_id === userId)!;
  const tradelines = seed.tradelines.filter((t) => t.user_id === userId);
  const balance = tradelines.reduce((sum, t) => sum + t.current_balance, 0);
  const minimums = tradelines.reduce((sum, t) => sum + t.minimum_payment, 0);
  const limits = tradelines.reduce((sum, t) => sum + t.credit_limit, 0);
  // What is still owed (the seeded Discover is settled and paid): what My Home's figures count.
  const owed = tradelines.reduce((sum, t) => {
    const agreement = seed.settlementAgreements.find((a) => a.id === t.id) ?? null;
    const offers = seed.settlementOffers.filter((o) => o.tradeline_id === t.id).length;
    return sum + debtLifecycle({ balance: t.current_balance, offers, agreement }).owed;
  }, 0);

  await signIn(page, 'subscriber', '/portal');
  await expect(figure(page, 'Income')).toHaveText(usd(profile.income));
  await expect(figure(page, 'Expenses')).toHaveText(usd(profile.expenses));
  await expect(figure(page, 'Net')).toHaveText(usd(profile.net_income));
  await expect(figure(page, 'Debt Payments')).toHaveText(usd(minimums));
  await expect(figure(page, 'Net After Debt Payments')).toHaveText(
    usd(profile.net_income - minimums),
  );
  await expect(totalRow(page)).toContainText(
    `${usd(balance)}${usd(minimums)}${usd(limits)}${Math.round((balance / limits) * 100)}%`,
  );
  await expect(figure(page, 'Total Debt')).toHaveText(usd(owed));
  await expect(figure(page, 'Targeted Savings (45%)')).toHaveText(usd(owed * 0.45));
  await expect(figure(page, 'Estimated Time to Settle')).toHaveText(
    `${Math.ceil(owed / profile.net_income)} months`,
  );
  await expect(page.getByRole('link', { name: 'View my email' })).toBeVisible();

  // Every section by menu, and back again with the browser's back button.
  await page.getByRole('link', { name: 'Connect my accounts' }).click();
  await expect(page).toHaveURL('/portal/connect-accounts');
  await page.goBack();
  await expect(page).toHaveURL('/portal');
  await expect(figure(page, 'Income')).toHaveText(usd(profile.income));
});

test('on a phone the burger menu closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'subscriber', '/portal');
  const burger = page.getByRole('button', { name: 'Portal menu' });
  await burger.click();
  await page.getByRole('link', { name: 'Manage my enrollment' }).click();
  await expect(page).toHaveURL('/portal/manage-enrollment');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'My Home' })).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL('/portal');
});

test('on a phone the boxes keep their size when their data arrives (no layout shift)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'subscriber', '/portal');
  const box = (title: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
  const heights = () =>
    Promise.all(
      ['Profile', 'Income & Basic Expenses'].map(async (title) =>
        Math.round((await box(title).boundingBox())!.height),
      ),
    );
  // The loading boxes: both reads never answer.
  await page.goto('/portal/my-home?scenario=account.loading,profile.loading');
  await expect(page.getByText('Loading your contact details')).toBeAttached();
  await expect(page.getByText('Loading your income and expenses')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Edit Income' })).toBeDisabled();
  const loading = await heights();
  // The same boxes with their data (an empty scenario list switches the scenarios off).
  await page.goto('/portal/my-home?scenario=');
  const profile = buildPersonas(new Date()).profiles.find(
    (p) => p.user_id === PERSONAS.subscriber.user_id,
  )!;
  await expect(figure(page, 'Income')).toHaveText(usd(profile.income));
  await expect(page.getByRole('button', { name: 'Edit Income' })).toBeEnabled();
  expect(await heights()).toEqual(loading);
});
