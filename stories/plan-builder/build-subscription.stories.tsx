import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import BuildSubscriptionPage from '@/features/plan-builder/pages/build-subscription-page';
import { clearPlanSelection } from '@/shared/session';

const meta = {
  title: 'Plan builder/Build a subscription',
  render: () => <BuildSubscriptionPage />,
  parameters: { route: '/build-a-subscription' },
  beforeEach: () => {
    clearPlanSelection();
    localStorage.removeItem('subscriptionBuilder');
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const choose =
  (plan: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${plan}`) }));
    await expect(canvas.getByRole('heading', { name: 'Add premium features' })).toBeVisible();
  };

export const NothingChosen: Story = {};

export const TheBasic: Story = { play: choose('The Basic') };

export const TheUpgrade: Story = { play: choose('The Upgrade') };

export const TheWorks: Story = { play: choose('The Works') };

export const TheWorksWithFeaturesRemoved: Story = {
  play: async (context) => {
    await choose('The Works')(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: /Live assistance/ }));
    await userEvent.click(canvas.getByRole('switch', { name: /Practice negotiations/ }));
    await expect(canvas.getByText('Monthly total').parentElement).toHaveTextContent('$5/month');
  },
};

export const ContinueWithoutABasePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe now!' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please select a base plan before continuing.',
    );
  },
};
