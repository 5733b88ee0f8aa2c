import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountSubscriptionSection } from '@/features/enrollment';
import { MESSAGES } from '@/features/enrollment/ui/messages';
import { NO_SUBSCRIPTION } from '@/features/enrollment/ui/account-subscription-section';
import { bodyOf, fromSeedSignedInAs, userIdOf } from '../portal/support';

/**
 * Account settings' Subscription section: the plan, the next billing date and 'Cancel
 * subscription', with the same dialog as Manage my enrollment, in every state.
 *
 * Modals these stories open and show in their states (designers find them here):
 * - CancelSubscriptionModal (src/features/enrollment/ui/cancel-subscription-modal.tsx)
 */
const meta = {
  title: 'Enrollment/Account settings subscription',
  render: () => <AccountSubscriptionSection userId={userIdOf('subscriber')} />,
  parameters: { route: '/portal/account' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const openCancel = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Cancel subscription' }));
  return within(
    await within(bodyOf(canvasElement)).findByRole(
      'dialog',
      { name: 'Cancel your subscription?' },
      { timeout: 5000 },
    ),
  );
};

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Next billing date')).toBeInTheDocument();
    await expect(canvas.getByText(/^Base Subscription/)).toHaveTextContent(/\$\d+\/month$/);
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['billing.loading'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your subscription'),
    ).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { scenarios: ['billing.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.loadFailed,
    );
  },
};

export const NoSubscription: Story = {
  parameters: { scenarios: ['subscriptions.empty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_SUBSCRIPTION)).toBeInTheDocument();
  },
};

export const ConfirmCancel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement);
    await expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    await expect(dialog.getByText(/Months already paid are not refunded/)).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cancelled' })).toBeDisabled();
    await expect(canvas.getByText('Ends on')).toBeInTheDocument();
  },
};

export const CancelFails: Story = {
  parameters: { scenarios: ['subscription.cancel.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.cancelFailed,
    );
  },
};
