/**
 * One debt's life end to end, as a person does it (DESIGN.md section 12), shared by the mock
 * (tests/e2e/lifecycle.spec.ts) and the production build on the real server
 * (tests/e2e/fullstack/lifecycle.spec.ts): an offer above the balance refused, an offer, the
 * written agreement with its checklist short of one item and no letter (what is missing stands
 * where Record a payment would), the letter, the checklist completed, the payment; then the debt
 * settled everywhere: a lower Total Debt on My Home, "Settled" and no Call Now on Take action,
 * and no such debt in practice set-up.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { horizontalOverflow } from './page-helpers';

/** A small but real one-page PDF: the workspace types a letter by its first bytes. */
export const LETTER = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

const VIEWPORTS = [
  ['at 1280 px', { width: 1280, height: 900 }],
  ['at 390 px', { width: 390, height: 844 }],
] as const;

/** Opens a debt's settlement workspace and waits for its heading. */
export async function openWorkspace(page: Page, debt: { id: string; name: string }): Promise<void> {
  await page.goto(`/portal/take-action/debts/${debt.id}`);
  await expect(page.getByRole('heading', { name: `Settle ${debt.name}` })).toBeVisible();
}

export interface JourneyDebt {
  id: string;
  uuid: string;
  name: string;
  balance: number;
  /** Another debt still open, which keeps its Call Now. */
  openName: string;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The Total Debt figure on My Home, in whole dollars. */
async function totalDebt(page: Page): Promise<number> {
  await page.goto('/portal/my-home');
  const figure = page.locator('dt', { hasText: /^Total Debt$/ }).locator('+ dd');
  await expect(figure).toHaveText(/^\$[\d,]+$/);
  return Number((await figure.textContent())!.replace(/[$,]/g, ''));
}

const BAD_REQUEST_LOG =
  'Failed to load resource: the server responded with a status of 400 (Bad Request)';

/**
 * `consoleErrors` is the page's console errors (the fixture's): the one 400 this journey asks for
 * on purpose is taken off it, and only that one.
 */
async function settleEverywhere(
  page: Page,
  debt: JourneyDebt,
  consoleErrors: string[],
): Promise<void> {
  const before = await totalDebt(page);
  await expect(page.getByText(/settled debts? saved you/)).toBeVisible();

  await openWorkspace(page, debt);

  // No one settles a debt for more than it is: the API's 400 detail, the amount kept.
  const offerForm = page.getByRole('form', { name: 'Log an offer' });
  await offerForm.getByLabel('Amount', { exact: true }).fill(String(debt.balance + 1));
  await offerForm.getByRole('button', { name: 'Log an offer' }).click();
  await expect(
    offerForm.getByText("An offer cannot be more than the debt's balance."),
  ).toBeVisible();
  await expect(offerForm.getByLabel('Amount', { exact: true })).toHaveValue(
    String(debt.balance + 1),
  );
  const agreed = Math.round(debt.balance * 0.45);
  await offerForm.getByLabel('Amount', { exact: true }).fill(String(agreed));
  await offerForm.getByRole('button', { name: 'Log an offer' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark First Negotiation complete?' });
  // The first offer asks whether First Negotiation is done (the debt's step is still pending).
  await ask.getByRole('button', { name: 'Not now' }).click();
  await expect(ask).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Offers, newest first' }).getByRole('listitem'),
  ).toHaveCount(1);

  // The agreement with four of the five items checked and no letter: nothing can be paid.
  const agreementForm = page.getByRole('form', { name: 'Written agreement' });
  await agreementForm.getByLabel('Agreed amount').fill(String(agreed));
  const checks = agreementForm.getByRole('checkbox');
  await expect(checks).toHaveCount(5);
  for (const check of (await checks.all()).slice(0, 4)) await check.check();
  await agreementForm.getByRole('button', { name: 'Save the agreement' }).click();
  await expect(agreementForm).toBeHidden();
  const payment = page.getByRole('form', { name: 'Record a payment' });
  const missing = payment.getByRole('list', { name: 'Missing before paying' });
  await expect(missing.getByRole('listitem')).toHaveText([
    'No resale or further collection of the balance',
    "The agreement's letter attached",
  ]);
  await expect(payment.getByRole('button', { name: 'Record a payment' })).toHaveCount(0);

  // The letter, then the last item: the payment can be recorded.
  const letter = page.getByRole('region', { name: "The agreement's letter" });
  await letter.getByLabel('Attach the letter').setInputFiles({
    name: 'agreement.pdf',
    mimeType: 'application/pdf',
    buffer: LETTER,
  });
  await expect(letter.getByRole('button', { name: 'Download agreement.pdf' })).toBeVisible();
  await expect(missing.getByRole('listitem')).toHaveText([
    'No resale or further collection of the balance',
  ]);
  await page.getByRole('button', { name: 'Change the agreement' }).click();
  await agreementForm.getByRole('checkbox').last().check();
  await agreementForm.getByRole('button', { name: 'Save the agreement' }).click();
  await expect(agreementForm).toBeHidden();
  await expect(payment.getByLabel('Amount paid')).toHaveValue(String(agreed));
  await payment.getByRole('button', { name: 'Record a payment' }).click();
  const settled = page.getByRole('region', { name: 'Settled' });
  await expect(settled.getByRole('heading', { name: /^Settled on / })).toBeVisible();
  await expect(settled).toContainText(`You saved ${usd(debt.balance - agreed)}`);
  // Its workspace is now its record: no new offer, no change, no other letter.
  await expect(offerForm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change the agreement' })).toHaveCount(0);
  await expect(letter.getByLabel('Replace the letter')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);

  // My Home counts what is still owed: the settled debt leaves Total Debt.
  expect(await totalDebt(page)).toBe(before - debt.balance);
  expect(await horizontalOverflow(page)).toBe(0);

  // Take action: Settled, no Call Now for it; an open debt keeps its button.
  await page.goto('/portal/take-action');
  const card = page.locator(`#debt-${debt.uuid}`);
  await expect(card.getByRole('region', { name: `${debt.name} Next Step` })).toContainText(
    'Settled',
  );
  await expect(card.getByRole('button', { name: /^Call Now/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Call Now: ${debt.openName}` })).toBeVisible();
  // Every step done, none dated in the future, none past due.
  await expect(card.getByText('Past due')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);

  // Practice set-up offers only what is still owed.
  await page.goto('/portal/practice');
  const setup = page.getByRole('form', { name: 'Set up your practice' });
  const choices = setup.getByLabel('Debt', { exact: true }).locator('option');
  await expect(choices.filter({ hasText: debt.openName })).toHaveCount(1);
  await expect(choices.filter({ hasText: debt.name })).toHaveCount(0);

  // The refused offer's 400, logged by the browser: expected, once.
  const refused = consoleErrors.indexOf(BAD_REQUEST_LOG);
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);
}

/**
 * The journey as one test at each width; `prepare` signs the subscriber in and names the debt to
 * settle (`width` tells the runs apart).
 */
export function settlingTests(
  timeout: number,
  prepare: (
    fixtures: { page: Page; request: APIRequestContext },
    width: number,
  ) => Promise<JourneyDebt>,
): void {
  for (const [where, viewport] of VIEWPORTS) {
    test.describe(where, () => {
      test.use({ viewport });

      test('a debt settled in its workspace is settled everywhere, paid only in writing', async ({
        page,
        consoleErrors,
        request,
      }) => {
        test.setTimeout(timeout);
        const debt = await prepare({ page, request }, viewport.width);
        await settleEverywhere(page, debt, consoleErrors);
      });
    });
  }
}
