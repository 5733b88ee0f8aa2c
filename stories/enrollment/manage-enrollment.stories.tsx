/**
 * Manage my enrollment on the mock backend: every state of spec section 4 and every enrollment
 * message of section 8, each failure through its named scenario.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import ManageEnrollmentPage from '@/features/enrollment/pages/manage-enrollment-page';
import { fromSeedSignedInAs } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - AddPaymentMethodModal (src/features/enrollment/ui/add-payment-method-modal.tsx): the bank-account form, processing, cancel and failures
 * - StartSubscriptionModal (src/features/enrollment/ui/start-subscription-modal.tsx): the debit authorization before the first debit
 * - SubscriptionDetailsModal (src/features/enrollment/ui/subscription-details-modal.tsx): Manage, with the authorization agreed to
 * - CancelSubscriptionModal (src/features/enrollment/ui/cancel-subscription-modal.tsx): the confirmation that cannot be undone
 */

/** A fresh mock database and the persona signed in, its token on every call (as the app's bridge does). */

const meta = {
  title: 'Enrollment/Manage my enrollment',
  render: () => <ManageEnrollmentPage />,
  parameters: { layout: 'fullscreen', route: '/portal/manage-enrollment' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Puts text into a field at once (typing key by key is slow in jsdom). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const total = async () =>
  (await screen.findByTestId('monthly-total', {}, { timeout: 4_000 })).textContent;
const dialog = (name: string) => body().findByRole('dialog', { name });
const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
};

export const Loading: Story = {
  parameters: { scenarios: ['enrollment.loading'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your program'),
    ).toBeInTheDocument();
  },
};

/** Active subscription, program $10/month, two bank accounts. */
export const Subscriber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Active Subscription', {}, { timeout: 4_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Next billing date/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(await total()).toBe('$10/month');
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/We do not negotiate for you/)).toBeVisible();
  },
};

export const NegotiationLevelSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cycle = await canvas.findByRole('button', { name: /Debt Negotiation: Level 1/ });
    await userEvent.click(cycle);
    await expect(canvas.getByRole('button', { name: /Debt Negotiation: Level 2/ })).toBeVisible();
    await expect(await total()).toBe('$12/month');
    await expect(canvas.getByText(/Saving updates your subscription/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Changes saved successfully!')).toBeVisible();
    await expect(canvas.getByText(/Your subscription is updated: \$12\/month/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  },
};

/**
 * Lowering the level (issue 22): billed from the next billing date, the current level kept
 * until then; the subscription card shows both amounts with their dates.
 */
export const NegotiationLowered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cycle = await canvas.findByRole('button', { name: /Debt Negotiation: Level 1/ });
    await userEvent.click(cycle);
    await userEvent.click(canvas.getByRole('button', { name: /Debt Negotiation: Level 2/ }));
    await expect(await total()).toBe('$7/month');
    await expect(
      canvas.getByText(/Saving updates your subscription: \$7\/month from your next billing date/),
    ).toBeVisible();
    await expect(canvas.getByText(/until then you keep what you have paid for/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Changes saved successfully!')).toBeVisible();
    const scheduled = await canvas.findByTestId('scheduled-change', {}, { timeout: 4_000 });
    await expect(scheduled).toHaveTextContent(/^From .+: \$7\/month, your lowered program/);
    await expect(scheduled).toHaveTextContent('at $10/month');
    await userEvent.click(canvas.getByRole('button', { name: 'Manage' }));
    const manage = await dialog('Your subscription');
    await expect(within(manage).getByText('$10/month')).toBeVisible();
    await expect(within(manage).getByText('$7/month')).toBeVisible();
  },
};

/** Raising the level: billed at once for the rest of the period, prorated. */
export const NegotiationRaisedAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Debt Negotiation: Level 1/ }));
    await expect(
      canvas.getByText(
        'Saving updates your subscription: $12/month from today (the rest of this period is billed now, prorated).',
      ),
    ).toBeVisible();
  },
};

export const NegotiationCycles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Level 2', 'Level 0', 'Level 1'];
    const totals = ['$12/month', '$7/month', '$10/month'];
    for (const [index, name] of names.entries()) {
      await userEvent.click(await canvas.findByRole('button', { name: /^Debt Negotiation:/ }));
      await expect(canvas.getByRole('button', { name: new RegExp(name) })).toBeVisible();
      await expect(await total()).toBe(totals[index]);
    }
    // Back where it started: nothing to save.
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  },
};

export const SavingsAndEmailToggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /Savings Support/ }));
    await expect(await total()).toBe('$8/month');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email deflection' }));
    await expect(canvas.getByRole('checkbox', { name: 'Email deflection' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const EmailDeflectionTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'About email deflection' })).focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'alert you when action is needed',
    );
  },
};

export const NoProgramYet: Story = {
  parameters: { scenarios: ['program.none'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await total()).toBe('$5/month');
    await expect(canvas.getByRole('switch', { name: /Savings Support/ })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: /Savings Support/ }));
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { scenarios: ['enrollment.load.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load enrollment data.',
    );
  },
};

export const BillingLoadFailed: Story = {
  parameters: { scenarios: ['billing.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load enrollment data.',
    );
    await expect(await total()).toBe('$10/month');
  },
};

async function changeAndSave(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('switch', { name: /Savings Support/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
  return canvas;
}

export const SaveFailedWithDetail: Story = {
  parameters: { scenarios: ['program.save.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = await changeAndSave(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    // The change is kept for another try.
    await expect(canvas.getByRole('switch', { name: /Savings Support/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: { scenarios: ['program.save.fail-bare'] },
  play: async ({ canvasElement }) => {
    const canvas = await changeAndSave(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not save changes. Please try again.',
    );
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.put('*/api/programs/:user_id', never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await changeAndSave(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ManageShowsTheAuthorization: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Manage' }));
    const manage = within(await dialog('Your subscription'));
    await expect(manage.getByText('$10/month')).toBeVisible();
    await expect(manage.getByText('Chase Bank ending in 6789')).toBeVisible();
    await expect(manage.getByTestId('authorization-copy')).toHaveTextContent(
      'debit $10 each month from my Chase Bank account ending in 6789',
    );
    await expect(manage.getByText(/You agreed to this on/)).toBeVisible();
  },
};

export const CancelConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancel' }));
    const confirm = await dialog('Cancel your subscription?');
    await expect(confirm).toHaveTextContent('This cannot be undone.');
    await expect(confirm).toHaveTextContent(/no debit is taken on that date or after it/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('subscription-ends')).toHaveTextContent(
      'Cancelled: ends on',
    );
    await expect(canvas.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
  },
};

export const Cancelling: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/stripe/cancel-subscription', never));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancel' }));
    const confirm = within(await dialog('Cancel your subscription?'));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }));
    await expect(await confirm.findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
  },
};

async function confirmCancel(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancel' }));
  const confirm = within(await dialog('Cancel your subscription?'));
  await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }));
}

export const CancelFailed: Story = {
  parameters: { scenarios: ['subscription.cancel.fail'] },
  play: async ({ canvasElement }) => {
    await confirmCancel(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription',
    );
  },
};

export const CancelWithNoActiveSubscription: Story = {
  parameters: { scenarios: ['subscription.cancel.none'] },
  play: async ({ canvasElement }) => {
    await confirmCancel(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'No active subscription to cancel',
    );
  },
};

export const CancelWithoutSubscriptionListed: Story = {
  parameters: { scenarios: ['subscriptions.empty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No active subscription to cancel',
    );
  },
};

export const PaymentMethodReady: Story = {
  parameters: { scenarios: ['billing.payment-method-ready'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment method ready')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Subscription' })).toBeVisible();
  },
};

async function openAuthorization(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Start Subscription' }),
  );
  const modal = within(await dialog('Start your subscription'));
  const start = modal.getByRole('button', { name: 'Start Subscription' });
  await expect(start).toBeDisabled();
  await userEvent.click(
    modal.getByRole('checkbox', { name: 'I agree to this debit authorization' }),
  );
  return { modal, start };
}

export const DebitAuthorization: Story = {
  parameters: { scenarios: ['billing.payment-method-ready'] },
  play: async ({ canvasElement }) => {
    const { modal, start } = await openAuthorization(canvasElement);
    const text = modal.getByTestId('authorization-text');
    await expect(text).toHaveTextContent('debit $10 each month from my Chase Bank account');
    await expect(text).toHaveTextContent('plus $3 or $5 for Debt Negotiation');
    await expect(text).toHaveTextContent('cancelling my subscription in account settings');
    await expect(text).toHaveTextContent('months already paid are not refunded');
    await expect(start).toBeEnabled();
  },
};

export const Creating: Story = {
  parameters: { scenarios: ['billing.payment-method-ready'] },
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/stripe/subscriptions', never));
  },
  play: async ({ canvasElement }) => {
    const { modal, start } = await openAuthorization(canvasElement);
    await userEvent.click(start);
    await expect(await modal.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const CreateFailed: Story = {
  parameters: { scenarios: ['billing.payment-method-ready', 'subscription.create.fail'] },
  play: async ({ canvasElement }) => {
    const { modal, start } = await openAuthorization(canvasElement);
    await userEvent.click(start);
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Failed to create subscription: Payments are temporarily unavailable. Please try again shortly.',
    );
  },
};

export const CreateFailedPriceNotFound: Story = {
  parameters: { scenarios: ['billing.payment-method-ready', 'subscription.create.price-missing'] },
  play: async ({ canvasElement }) => {
    const { modal, start } = await openAuthorization(canvasElement);
    await userEvent.click(start);
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Failed to create subscription: Price not found',
    );
  },
};

export const NoPaymentMethod: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payment method set')).toBeVisible();
    await expect(canvas.getByText('No bank accounts yet')).toBeVisible();
    // One button, the Subscription card's (issue 33 point 7).
    await expect(canvas.getAllByRole('button', { name: 'Add Payment Method' })).toHaveLength(1);
  },
};

async function openAddForm(canvasElement: HTMLElement) {
  const [add] = await within(canvasElement).findAllByRole('button', {
    name: 'Add Payment Method',
  });
  await userEvent.click(add!);
  return within(await dialog('Add Payment Method'));
}

async function fillBankAccount(modal: ReturnType<typeof within>) {
  await typeInto(await modal.findByLabelText(/Routing number/), '110000000');
  await typeInto(modal.getByLabelText(/Account number/), '000123456789');
  await typeInto(modal.getByLabelText(/Account holder name/), 'Nia Okafor');
  await userEvent.click(modal.getByRole('button', { name: 'Add bank account' }));
}

export const AddBankAccount: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const modal = await openAddForm(canvasElement);
    await fillBankAccount(modal);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment method ready')).toBeVisible();
    await expect(canvas.getByText(/STRIPE TEST BANK/)).toHaveTextContent('6789');
  },
};

export const BankAccountFormErrors: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const modal = await openAddForm(canvasElement);
    await typeInto(await modal.findByLabelText(/Routing number/), '021000022');
    await typeInto(modal.getByLabelText(/Account number/), '12');
    await userEvent.click(modal.getByRole('button', { name: 'Add bank account' }));
    await expect(modal.getByText('This routing number is not valid')).toBeVisible();
    await expect(modal.getByText('Enter an account number of 4 to 17 digits')).toBeVisible();
    await expect(modal.getByText("Enter the account holder's name")).toBeVisible();
    await expect(modal.getByLabelText(/Routing number/)).toHaveValue('021000022');
  },
};

export const Processing: Story = {
  beforeEach: async (context) => {
    const cleanup = await fromSeedSignedInAs('newcomer')();
    context.msw.use(http.post('*/api/stripe/attach-payment-method', never));
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    const modal = await openAddForm(canvasElement);
    await fillBankAccount(modal);
    await expect(await modal.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const SetupFailed: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  parameters: { scenarios: ['setup-intent.fail'] },
  play: async ({ canvasElement }) => {
    const modal = await openAddForm(canvasElement);
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Failed to start payment setup',
    );
  },
};

export const AddFailed: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  parameters: { scenarios: ['payment-method.attach.fail'] },
  play: async ({ canvasElement }) => {
    const modal = await openAddForm(canvasElement);
    await fillBankAccount(modal);
    await expect(await modal.findByRole('alert')).toHaveTextContent('Failed to add payment method');
    await expect(modal.getByLabelText(/Account holder name/)).toHaveValue('Nia Okafor');
  },
};

export const SetDefaultFailed: Story = {
  parameters: { scenarios: ['payment-method.set-default.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Set Bank of America/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to set default payment method',
    );
  },
};

export const SetDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Set Bank of America/ }));
    await expect(await canvas.findByRole('button', { name: /^Set Chase Bank/ })).toBeVisible();
  },
};

async function confirmDelete(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: /^Delete Bank of America/ }),
  );
  const confirm = within(await dialog('Delete this bank account?'));
  await expect(confirm.getByText(/Bank of America ending in 4321/)).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
}

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).queryByText(/Bank of America/)).not.toBeInTheDocument(),
    );
  },
};

export const DeleteFailed: Story = {
  parameters: { scenarios: ['payment-method.delete.fail'] },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to delete payment method',
    );
  },
};
