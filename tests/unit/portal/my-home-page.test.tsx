import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import MyHomePage from '@/features/my-home/pages/my-home-page';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';
import { buildPersonas, PERSONAS } from '../../../mocks/personas';
import { personaSession, useScenario } from '../../../mocks/test-utils';
import { Toaster } from '@/shared/ui';
import { renderPage } from '../../setup/render-page';
import { monthsUntil } from '@/features/timeline/model/plan-length';
import { addDays, addMonths, todayIn } from '@/shared/lib/dates';

const SLOW = 30_000;

function signIn(key: 'subscriber' | 'newcomer' | 'unpaid') {
  saveStoredUser(personaSession(key));
  configureHttp({ getToken: currentToken });
  const user = userEvent.setup();
  renderPage(
    <>
      <MyHomePage />
      <Toaster />
    </>,
    '/portal/my-home',
  );
  return user;
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** My Home renders Lines of Credit, then the Financial Plan, each after the screen has painted. */
const wholePage = () => screen.findByRole('heading', { name: 'Financial Plan' }, { timeout: 5000 });

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

beforeEach(() => configureHttp({ getToken: () => null }));

describe('My Home', () => {
  it(
    "shows the subscriber's totals computed from the seeded data",
    async () => {
      signIn('subscriber');
      await wholePage();
      const seed = buildPersonas(new Date());
      const userId = PERSONAS.subscriber.user_id;
      const profile = seed.profiles.find((p) => p.user_id === userId)!;
      const tradelines = seed.tradelines.filter((t) => t.user_id === userId);
      const balance = tradelines.reduce((s, t) => s + t.current_balance, 0);
      const minimums = tradelines.reduce((s, t) => s + t.minimum_payment, 0);
      // Hand-computed from mocks/personas.ts: 7,600 + 4,200 + 1,850 = 13,650; 190 + 110 + 45 = 345.
      expect([balance, minimums, profile.net_income]).toEqual([13650, 345, 900]);

      // Total Debt counts what is still owed: Discover is settled and paid (its state), so
      // 4,200 + 1,850 = 6,050; Lines of Credit still lists the three balances.
      await screen.findByText('$6,050', { selector: 'dd *' });
      expect(figure('Income')).toHaveTextContent('$4,800');
      expect(figure('Expenses')).toHaveTextContent('$3,900');
      expect(figure('Net')).toHaveTextContent('$900');
      expect(figure('Debt Payments')).toHaveTextContent('$345');
      expect(figure('Net After Debt Payments')).toHaveTextContent('$555');
      expect(figure('Total Debt')).toHaveTextContent('$6,050');
      // 45% of 6,050 = 2,722.5, rounded to 2,723.
      expect(figure('Targeted Savings (45%)')).toHaveTextContent('$2,723');
      // ceil(6,050 / 900) = ceil(6.72) = 7.
      expect(figure('Estimated Time to Settle')).toHaveTextContent('7 months');
      // Discover's settlement: 7,600 - 3,420 paid = 4,180 saved.
      expect(screen.getByText(/^1 settled debt saved you/)).toHaveTextContent(
        '1 settled debt saved you $4,180.',
      );
      // 13,650 / 16,000 = 85.3% → 85%.
      const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
      expect(total).toHaveTextContent('$13,650$345$16,00085%');
      // Timelines ordered by balance ascending.
      await screen.findByRole('region', { name: 'Capital One timeline' });
      const names = screen
        .getAllByRole('region', { name: /timeline$/ })
        .map((region) => region.getAttribute('aria-label'));
      expect(names).toEqual(['Capital One timeline', 'Chase timeline', 'Discover timeline']);
      // Chase has one past-due step, said in words.
      const chase = screen.getByRole('region', { name: 'Chase timeline' });
      expect(within(chase).getByText('Past due')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'gives the newcomer a default profile and blocks adding a tradeline without income',
    async () => {
      const user = signIn('newcomer');
      await waitFor(() => expect(figure('Income')).toHaveTextContent('$0'));
      await wholePage();
      expect(figure('Estimated Time to Settle')).toHaveTextContent('N/A');
      expect(await screen.findByText('No tradelines yet')).toBeInTheDocument();
      // Lines of Credit's own button (the first-run checklist has one of the same name).
      const linesOfCredit = screen
        .getByRole('heading', { name: 'Lines of Credit' })
        .closest('section')!;
      await user.click(within(linesOfCredit).getByRole('button', { name: 'Add a tradeline' }));
      expect(
        await screen.findByText(
          'Please complete your financial profile by setting your income before adding tradelines.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'loads the payoff projection under the Financial Plan from the seeded data',
    async () => {
      signIn('subscriber');
      // What is still owed: Discover is settled (its steps complete), so the plan ends with Chase,
      // planned smallest first at ceil(0.45 × (1,850 + 4,200) / 900) = 4 months after it was added
      // 20 days ago: the timeline's payoff date, counted in whole months from today.
      // Minimums: 1,850 / 45 takes 42 months, 4,200 / 110 takes 39.
      const today = todayIn();
      const months = monthsUntil(today, addMonths(addDays(today, -20), 4));
      expect(
        await screen.findByRole('img', { name: /^Payoff projection/ }, { timeout: 10_000 }),
      ).toHaveAccessibleName(
        `Payoff projection Your $6,050 of debt is settled in ${months} months under the settlement plan; paying only the minimums takes 42 months, with no interest counted.`,
      );
      // The Financial Plan box says the same, beside the spec's figure.
      expect(figure('Settlement plan')).toHaveTextContent(`${months} months`);
    },
    SLOW,
  );

  it(
    'shows the typed expenses again when Edit Expenses is reopened',
    async () => {
      const user = signIn('subscriber');
      // The button shows (disabled) while the profile loads.
      const edit = await screen.findByRole('button', { name: 'Edit Expenses' });
      await waitFor(() => expect(edit).toBeEnabled());
      await user.click(edit);
      let dialog = within(
        await screen.findByRole('dialog', { name: 'Edit Expenses' }, { timeout: 5000 }),
      );
      await replace(user, dialog.getByLabelText('Other utilities (gas)'), '75');
      await replace(user, dialog.getByLabelText('Dining out'), '');
      await replace(user, dialog.getByLabelText('School'), 'abc');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved!', {}, { timeout: 4000 })).toBeInTheDocument();
      // 3,900 + (75 − 60) − 120 = 3,795; blank and non-numeric count as 0.
      await waitFor(() => expect(figure('Expenses')).toHaveTextContent('$3,795'));
      expect(figure('Net')).toHaveTextContent('$1,005');
      await user.click(screen.getByRole('button', { name: 'Edit Expenses' }));
      dialog = within(
        await screen.findByRole('dialog', { name: 'Edit Expenses' }, { timeout: 5000 }),
      );
      expect(dialog.getByLabelText('Other utilities (gas)')).toHaveValue(75);
      expect(dialog.getByLabelText('Dining out')).toHaveValue(0);
      expect(dialog.getByLabelText('School')).toHaveValue(0);
      expect(dialog.getByLabelText('Groceries')).toHaveValue(520);
    },
    SLOW,
  );

  it(
    'recomputes the totals after editing and deleting a tradeline',
    async () => {
      const user = signIn('subscriber');
      await wholePage();
      await user.click(await screen.findByRole('button', { name: 'Edit Chase' }));
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Edit Tradeline' }, { timeout: 5000 }),
      );
      await replace(user, dialog.getByLabelText(/Current Balance/), '2500');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      const total = () => screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
      // 7,600 + 2,500 + 1,850 = 11,950 over 16,000 = 74.7% → 75%.
      await waitFor(() => expect(total()).toHaveTextContent('$11,950$345$16,00075%'));
      // Still owed: 2,500 + 1,850 (Discover is settled) = 4,350; 45% = 1,957.5 → 1,958.
      expect(figure('Targeted Savings (45%)')).toHaveTextContent('$1,958');

      await user.click(screen.getByRole('button', { name: 'Edit Discover' }));
      const edit = within(
        await screen.findByRole('dialog', { name: 'Edit Tradeline' }, { timeout: 5000 }),
      );
      await user.click(edit.getByRole('button', { name: 'Delete Tradeline' }));
      const confirm = within(
        await screen.findByRole('dialog', { name: 'Delete Tradeline' }, { timeout: 5000 }),
      );
      expect(
        confirm.getByText('Are you sure you want to delete this tradeline?'),
      ).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: 'Delete' }));
      // 2,500 + 1,850 = 4,350 over 7,000 = 62.1% → 62%; minimums 110 + 45 = 155.
      await waitFor(() => expect(total()).toHaveTextContent('$4,350$155$7,00062%'));
      expect(figure('Net After Debt Payments')).toHaveTextContent('$745');
      // ceil(4,350 / 900) = 5.
      expect(figure('Estimated Time to Settle')).toHaveTextContent('5 months');
    },
    SLOW,
  );

  it(
    'marks the first pending step complete from Event Details, in order only',
    async () => {
      const user = signIn('subscriber');
      await wholePage();
      const timeline = within(await screen.findByRole('region', { name: 'Capital One timeline' }));
      await user.click(timeline.getByRole('button', { name: /Give notice/ }));
      let dialog = within(
        await screen.findByRole('dialog', { name: 'Event Details' }, { timeout: 5000 }),
      );
      expect(dialog.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
      expect(dialog.getByText('Complete the previous step first.')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Back to my plan' }));

      await user.click(timeline.getByRole('button', { name: /Update your contacts/ }));
      dialog = within(
        await screen.findByRole('dialog', { name: 'Event Details' }, { timeout: 5000 }),
      );
      await user.click(dialog.getByRole('button', { name: 'Mark complete' }));
      expect(await screen.findByText('Saved!', {}, { timeout: 4000 })).toBeInTheDocument();
      await waitFor(
        () =>
          expect(timeline.getByRole('button', { name: /Update your contacts/ })).toHaveAttribute(
            'data-status',
            'completed',
          ),
        { timeout: 5000 },
      );
    },
    SLOW,
  );

  it(
    'keeps Event Details open with the server detail when completing fails',
    async () => {
      useScenario('events.complete.fail');
      const user = signIn('subscriber');
      await wholePage();
      const timeline = within(await screen.findByRole('region', { name: 'Capital One timeline' }));
      await user.click(timeline.getByRole('button', { name: /Update your contacts/ }));
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Event Details' }, { timeout: 5000 }),
      );
      await user.click(dialog.getByRole('button', { name: 'Mark complete' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Complete the previous step first',
      );
    },
    SLOW,
  );
});

describe('My Home: the subscription banner (issue 22)', () => {
  it(
    'shows one banner with a link to Manage my enrollment while a program has no subscription',
    async () => {
      signIn('unpaid');
      const banner = (await screen.findByText('Your subscription has not started')).closest(
        '[role="status"]',
      ) as HTMLElement;
      expect(banner).toHaveTextContent('start with your subscription');
      expect(within(banner).getByRole('link', { name: 'Manage my enrollment' })).toHaveAttribute(
        'href',
        '/portal/manage-enrollment',
      );
      expect(screen.getAllByText('Your subscription has not started')).toHaveLength(1);
    },
    SLOW,
  );

  it.each(['subscriber', 'newcomer'] as const)(
    'shows no banner to the %s (subscribed, or no program yet)',
    async (persona) => {
      signIn(persona);
      await screen.findByRole('heading', { name: 'Lines of Credit' }, { timeout: 5000 });
      await wholePage();
      if (persona === 'subscriber') await screen.findByText('$6,050', { selector: 'dd *' });
      // The program and the subscriptions are read by then; give a last answer time to land.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByText('Your subscription has not started')).toBeNull();
    },
    SLOW,
  );
});
