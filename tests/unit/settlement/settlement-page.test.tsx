/**
 * The settlement workspace on the seeded subscriber (issue 27): money shown and pre-filled agree
 * to the cent (SW-9), and a settled debt no longer asks about the Payoff step (SW-8).
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTLED_LOG } from '@/features/settlement/ui/offers-card';
import SettlementPage from '@/features/settlement/pages/settlement-page';
import { settlementEndpoints } from '@/features/settlement/contract';
import { request } from '@/shared/api';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';
import { buildPersonas } from '../../../mocks/personas';
import { personaSession } from '../../../mocks/test-utils';
import { renderPage } from '../../setup/render-page';

const SLOW = 20_000;
const SEEDED = buildPersonas(new Date()).tradelines;

/** Opens the workspace of the subscriber's seeded debt `name`, once its timeline has loaded. */
async function open(name: string, before?: (id: string) => Promise<unknown>) {
  const debt = SEEDED.find((item) => item.account_name === name)!;
  saveStoredUser(personaSession('subscriber'));
  configureHttp({ getToken: currentToken });
  await before?.(debt.id);
  renderPage(
    <SettlementPage />,
    `/portal/take-action/debts/${debt.id}`,
    '/portal/take-action/debts/:id',
  );
  await screen.findByRole('heading', { name: 'Written agreement' }, { timeout: SLOW });
  // The plan's date comes from the debt's Payoff step: the timeline is there.
  const fundedBy = await screen.findByText('Savings fund the lump sum by', { selector: 'dt' });
  await expect.poll(() => fundedBy.nextElementSibling?.textContent).not.toBe('Not scheduled');
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => configureHttp({ getToken: () => null }));

describe('the settlement workspace on the seeded data', () => {
  it(
    "shows Capital One's $832.50 agreement to the cent and pre-fills the payment with the same figure",
    async () => {
      // The seed's agreement has no letter yet: money leaves only in writing, so it is attached.
      await open('Capital One', (id) =>
        request(settlementEndpoints.attachDocument, {
          params: { id },
          body: {
            file_name: 'letter.pdf',
            content: btoa('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
          },
        }),
      );
      await screen.findByText('Agreed amount', { selector: 'dt' });
      expect(figure('Agreed amount')).toHaveTextContent('$832.50');
      expect(figure('Left to pay')).toHaveTextContent('$832.50');
      expect(figure('Paid')).toHaveTextContent('$0');
      const payment = screen.getByRole('form', { name: 'Record a payment' });
      expect(within(payment).getByLabelText<HTMLInputElement>('Amount paid').value).toBe('832.50');
      expect(screen.getByRole('list', { name: 'Payment dates' })).toHaveTextContent('$832.50');
      expect(screen.getByRole('list', { name: 'Offers, newest first' })).toHaveTextContent(
        'You offered $832.50',
      );
      // $1,850 − $832.50, to the cent; the plan's target stays whole dollars, as on My Home.
      expect(screen.getByText(/the creditor forgives/)).toHaveTextContent(
        'the creditor forgives $1,017.50 ($1,850 balance minus $832.50 paid)',
      );
      // Not settled yet: the Payoff step is still offered, with the checklist's state.
      expect(screen.getByRole('button', { name: 'Mark the Payoff step complete' })).toBeVisible();
    },
    SLOW,
  );

  it(
    'does not ask to mark the Payoff step complete on the settled Discover debt',
    async () => {
      await open('Discover');
      const settled = screen.getByRole('region', { name: 'Settled' });
      expect(settled).toHaveTextContent('You saved $4,180');
      expect(
        screen.queryByRole('button', { name: 'Mark the Payoff step complete' }),
      ).not.toBeInTheDocument();
      // Settled (its state): the workspace is its read-only record.
      expect(await screen.findByText(SETTLED_LOG)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Log an offer' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Change the agreement' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Replace the letter')).not.toBeInTheDocument();
      // The saved worksheet ($24,000 owed, $21,000 owned): insolvent by $3,000, the estimate's.
      const worksheet = screen.getByRole('form', { name: 'Insolvency worksheet' });
      expect(
        within(worksheet).getByLabelText<HTMLInputElement>('Everything you owed just before').value,
      ).toBe('24000');
      expect(figure('Insolvent by')).toHaveTextContent('$3,000');
    },
    SLOW,
  );
});
