import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AdminAnalyticsPage from '@/features/admin/pages/admin-analytics-page';
import { signInAsAdmin, WAIT } from './support';

const meta = {
  title: 'Admin/Analytics',
  component: AdminAnalyticsPage,
  parameters: { route: '/admin/analytics' },
  beforeEach: signInAsAdmin,
} satisfies Meta<typeof AdminAnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's figures: the chart of 12 weeks, the plan mix, subscriptions and revenue. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: /Sign-ups per week/ }, WAIT);
    await expect(chart).toHaveAccessibleName(/15 sign-ups in the 12 weeks from/);
    await expect(canvas.getByText('Monthly recurring revenue').nextSibling).toHaveTextContent(
      '$42',
    );
    const mix = canvas.getByRole('table', { name: 'Users by the plan they chose' });
    await expect(
      within(mix)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PlanUsersShare',
      'The Basic531%',
      'The Upgrade425%',
      'The Works425%',
      'No plan319%',
    ]);
  },
};

/** The chart's figures as a table. */
export const AsATable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as a table' }, WAIT));
    const table = canvas.getByRole('table', { name: /Sign-ups per week/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as a chart' }));
    await expect(canvas.getByRole('img', { name: /Sign-ups per week/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['admin.analytics.loading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the analytics',
    );
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['admin.analytics.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The figures could not be loaded.',
    );
  },
};
