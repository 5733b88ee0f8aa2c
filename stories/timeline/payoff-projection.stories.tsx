import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { useFinancialProfile } from '@/features/profile';
import { LazyPayoffProjection } from '@/features/timeline';
import { type Tradeline, tradelinesQuery } from '@/features/tradelines';
import { LoadingBlock } from '@/shared/ui';
import { signedInAs, userIdOf } from '../portal/support';

/** The projection as My Home shows it, from the signed-in subscriber's tradelines and income. */
function SubscriberProjection() {
  const userId = userIdOf('subscriber');
  const tradelines = useQuery(tradelinesQuery(userId));
  const profile = useFinancialProfile(userId);
  const netIncome = profile.profile?.net_income;
  if (!tradelines.data || netIncome === undefined) return <LoadingBlock label="Loading" />;
  return <LazyPayoffProjection tradelines={tradelines.data} netIncome={netIncome} />;
}

const card = (uuid: string, balance: number, minimum: number): Tradeline => ({
  id: uuid,
  uuid,
  user_id: 'story-user',
  account_name: `Card ${uuid}`,
  current_balance: balance,
  minimum_payment: minimum,
  credit_limit: 10_000,
  utilization: 20,
  state: 'open',
  owed: balance,
  settled_on: null,
  saved: 0,
  report_checks: [],
});
const CARDS = [card('a', 1200, 40), card('b', 3400, 95), card('c', 6100, 160)];

const meta = {
  title: 'Timeline/Payoff projection',
  component: LazyPayoffProjection,
  args: { tradelines: CARDS, netIncome: 900 },
} satisfies Meta<typeof LazyPayoffProjection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubscribersData: Story = {
  beforeEach: signedInAs('subscriber'),
  render: () => <SubscriberProjection />,
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', {}, { timeout: 5000 });
    await expect(chart).toHaveAccessibleName(
      /^Payoff projection Your \$[\d,]+ of debt is settled in \d+ months? under the settlement plan/,
    );
    await expect(chart.querySelector('[data-line="plan"]')).not.toBeNull();
    await expect(chart.querySelector('[data-line="minimums"]')).not.toBeNull();
  },
};

export const NoTradelines: Story = {
  args: { tradelines: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing to project yet'),
    ).toBeInTheDocument();
  },
};

export const NoIncome: Story = {
  args: { netIncome: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^N\/A: the projection needs/),
    ).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as a table' }));
    const table = canvas.getByRole('table', { name: /total balance by month/ });
    const rows = within(table).getAllByRole('row');
    // Net income 900: Card a settles in month 1, b in month 3, c in month 6; the minimums take
    // 39 months (Card c: 6,100 / 160 = 38.1).
    await expect(rows).toHaveLength(41);
    await expect(rows[1]).toHaveTextContent('0$10,700$10,700');
    await expect(rows[2]).toHaveTextContent('1$9,500$10,405');
    await expect(rows[7]).toHaveTextContent('6$0$8,930');
  },
};
