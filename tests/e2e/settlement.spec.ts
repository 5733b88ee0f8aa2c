/**
 * The settlement workspace (issue 27) on the mock backend: on the subscriber's empty Chase
 * workspace, two offers, the accepted agreement with its checklist and its PDF letter, the
 * payment, and the debt settled with what it saved; the same journey on a desktop and a phone.
 */
import { buildPersonas } from '../../mocks/personas';
import { expect, test } from './fixtures';
import { LETTER, openWorkspace } from './lifecycle-journey';
import { horizontalOverflow } from './page-helpers';
import { signInWithToken } from './sign-in';

const CHASE = buildPersonas(new Date()).tradelines.find((debt) => debt.account_name === 'Chase')!;

const VIEWPORTS = [
  ['on a desktop', { width: 1280, height: 900 }],
  ['on a phone', { width: 390, height: 844 }],
] as const;

for (const [where, viewport] of VIEWPORTS) {
  test.describe(where, () => {
    test.use({ viewport });

    test('logs two offers, records the agreement with its letter, pays it and sees the debt settled', async ({
      page,
    }) => {
      await signInWithToken(page, 'subscriber');
      await openWorkspace(page, { id: CHASE.id, name: 'Chase' });
      await expect(page.getByText('No offers yet')).toBeVisible();

      // Our opening offer at 30% of the $4,200 balance; the first one asks about the
      // First Negotiation step instead of marking it.
      const offerForm = page.getByRole('form', { name: 'Log an offer' });
      await offerForm.getByLabel('Amount', { exact: true }).fill('1260');
      await offerForm.getByLabel('Note').fill('Opened at 30%.');
      await offerForm.getByRole('button', { name: 'Log an offer' }).click();
      const ask = page.getByRole('dialog', { name: 'Mark First Negotiation complete?' });
      await ask.getByRole('button', { name: 'Not now' }).click();
      await expect(ask).toBeHidden();

      // The creditor's answer at 50%, by letter.
      await offerForm.getByLabel('Made by').selectOption('creditor');
      await offerForm.getByLabel('Amount', { exact: true }).fill('2100');
      await offerForm.getByLabel('Channel').selectOption('letter');
      await offerForm.getByRole('button', { name: 'Log an offer' }).click();
      const offers = page.getByRole('list', { name: 'Offers, newest first' });
      await expect(offers.getByRole('listitem')).toHaveCount(2);
      await expect(offers.getByRole('listitem').first()).toContainText(
        'The creditor offered $2,100 (50% of the balance), lump sum, by letter',
      );
      await expect(offers.getByRole('listitem').last()).toContainText(
        'You offered $1,260 (30% of the balance)',
      );
      await expect(page.getByText('Gap between the last two offers: $840')).toBeVisible();

      // Accepted at 45%: the written agreement with its whole checklist.
      const agreementForm = page.getByRole('form', { name: 'Written agreement' });
      await agreementForm.getByLabel('Agreed amount').fill('1890');
      await expect(agreementForm.getByLabel('Balance at settlement')).toHaveValue('4200');
      const checks = agreementForm.getByRole('checkbox');
      await expect(checks).toHaveCount(5);
      for (const check of await checks.all()) await check.check();
      await agreementForm.getByRole('button', { name: 'Save the agreement' }).click();
      await expect(agreementForm).toBeHidden();
      await expect(page.getByText('The checklist is complete.')).toBeVisible();

      // The creditor's letter, attached as a PDF.
      const letter = page.getByRole('region', { name: "The agreement's letter" });
      await letter.getByLabel('Attach the letter').setInputFiles({
        name: 'chase-agreement.pdf',
        mimeType: 'application/pdf',
        buffer: LETTER,
      });
      await expect(
        letter.getByRole('button', { name: 'Download chase-agreement.pdf' }),
      ).toBeVisible();
      await expect(letter).toContainText('PDF');

      // The payment, pre-filled with what is left to pay. Until it is paid, the Payoff step is
      // offered; a settled debt no longer asks for it (SW-8).
      const payoff = page.getByRole('button', { name: 'Mark the Payoff step complete' });
      await expect(payoff).toBeVisible();
      const payment = page.getByRole('form', { name: 'Record a payment' });
      await expect(payment.getByLabel('Amount paid')).toHaveValue('1890');
      await payment.getByRole('button', { name: 'Record a payment' }).click();

      const settled = page.getByRole('region', { name: 'Settled' });
      await expect(settled.getByRole('heading', { name: /^Settled on / })).toBeVisible();
      await expect(settled).toContainText('You saved $2,310 (the balance minus what you paid).');
      await expect(settled).toContainText('settled with a $0 balance');
      await expect(payment).toBeHidden();
      await expect(payoff).toBeHidden();
      // What was saved stays with it: the agreement, its letter and the offers.
      await expect(page.getByText('Left to pay')).toBeVisible();
      await expect(letter.getByRole('button', { name: /^Download / })).toBeVisible();
      await expect(offers.getByRole('listitem')).toHaveCount(2);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}
