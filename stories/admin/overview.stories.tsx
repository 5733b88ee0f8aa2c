import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminOverviewPage from '@/features/admin/pages/admin-overview-page';
import { signInAsAdmin, WAIT } from './support';

const meta = {
  title: 'Admin/Overview',
  component: AdminOverviewPage,
  parameters: { route: '/admin' },
  beforeEach: signInAsAdmin,
} satisfies Meta<typeof AdminOverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's figures, each a link to its detail. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('list', { name: 'Key figures' }, WAIT);
    const links = within(figures).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Users16',
      'Subscribers with an active subscription5',
      'Sign-ups in the last 7 days3',
      'Calls waiting0',
      'Monthly recurring revenue$42',
    ]);
    await expect(canvas.getByRole('link', { name: /Calls waiting/ })).toHaveAttribute(
      'href',
      '/admin/calls',
    );
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['admin.analytics.loading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the figures',
    );
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['admin.analytics.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The figures could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
