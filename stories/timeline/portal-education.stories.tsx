import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PortalDebtOptionsPage from '@/features/content/pages/portal-debt-options-page';
import PortalHowToNegotiatePage from '@/features/content/pages/portal-how-to-negotiate-page';
import PortalUnderstandingCreditPage from '@/features/content/pages/portal-understanding-credit-page';

const meta = { title: 'Timeline/Portal education' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Page navigation' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

export const YourDebtReliefOptions: Story = {
  render: () => <PortalDebtOptionsPage />,
  parameters: { route: '/portal/take-action/options' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Credit counseling',
      'Debt management plan (3-5 years)',
      'Debt settlement',
      'Debt consolidation',
      'Forbearance and hardship programs',
      'Bankruptcy',
    ]);
    await expect(
      canvas.getByText(/Chapter 7 \(liquidation\) takes about 3-6 months/),
    ).toBeVisible();
    await expect(canvas.getByText(/Chapter 13 \(repayment plan\) lasts 3-5 years/)).toBeVisible();
    await expect(links(canvasElement)).toEqual([
      '/portal/take-action',
      '/portal/take-action/credit',
    ]);
  },
};

export const UnderstandingCredit: Story = {
  render: () => <PortalUnderstandingCreditPage />,
  parameters: { route: '/portal/take-action/credit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Understanding Credit',
    );
    await expect(
      canvas.getByRole('heading', { name: 'What settling does to your credit' }),
    ).toBeVisible();
    await expect(links(canvasElement)).toEqual([
      '/portal/take-action/options',
      '/portal/take-action/negotiate',
    ]);
  },
};

export const HowToNegotiate: Story = {
  render: () => <PortalHowToNegotiatePage />,
  parameters: { route: '/portal/take-action/negotiate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Open at 30-50% of the balance/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Get everything in writing' })).toBeVisible();
    await expect(canvas.getByText(/.Paid in Full. or .Settled in Full./)).toBeVisible();
    await expect(links(canvasElement)).toEqual([
      '/portal/take-action/credit',
      '/portal/take-action',
    ]);
  },
};
