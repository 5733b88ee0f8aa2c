import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IncomeExpensesBox, useFinancialProfile } from '@/features/profile';
import { bodyOf, fill, signedInAs, userIdOf } from '../portal/support';

/** A lazily loaded modal on a busy machine (as in stories/admin/support.ts). */
const WAIT = { timeout: 5000 };

/**
 * Modals these stories open and show in their states (designers find them here):
 * - EditIncomeModal (src/features/profile/ui/edit-income-modal.tsx) and EditExpensesModal (src/features/profile/ui/edit-expenses-modal.tsx): idle, invalid, too large, saving, failed, reopened
 */

/** The box as My Home uses it: the profile loads (or is created), debt payments come in. */
function Demo({
  persona,
  debtPayments,
}: {
  persona: 'subscriber' | 'newcomer';
  debtPayments: number;
}) {
  const userId = userIdOf(persona);
  const state = useFinancialProfile(userId);
  return <IncomeExpensesBox userId={userId} state={state} debtPayments={debtPayments} />;
}

const meta = {
  title: 'Profile/Income and expenses',
  component: Demo,
  args: { persona: 'subscriber', debtPayments: 345 },
  beforeEach: signedInAs('subscriber'),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$4,800');
    // Seeded: income 4,800, expenses 3,900, net 900; minimum payments 190 + 110 + 45 = 345.
    await expect(figure(canvas, 'Income')).toHaveTextContent('$4,800');
    await expect(figure(canvas, 'Expenses')).toHaveTextContent('$3,900');
    await expect(figure(canvas, 'Net')).toHaveTextContent('$900');
    await expect(figure(canvas, 'Debt Payments')).toHaveTextContent('$345');
    await expect(figure(canvas, 'Net After Debt Payments')).toHaveTextContent('$555');
  },
};

export const NegativeNetAfterDebtPayments: Story = {
  args: { debtPayments: 1250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$4,800');
    const amount = figure(canvas, 'Net After Debt Payments').firstElementChild as HTMLElement;
    await expect(amount).toHaveTextContent('-$350');
    await expect(amount).toHaveAttribute('data-negative', 'true');
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['profile.loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: '' });
    await expect(status).toHaveTextContent('Loading your income and expenses');
    // The box's own layout, amounts to come, so it keeps its size when they arrive.
    for (const label of ['Income', 'Expenses', 'Net', 'Debt Payments', 'Net After Debt Payments'])
      await expect(within(status).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Income' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit Expenses' })).toBeDisabled();
  },
};

export const DefaultProfileCreated: Story = {
  args: { persona: 'newcomer', debtPayments: 0 },
  beforeEach: signedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The newcomer has no profile (404): the default one is created with zeros.
    await waitFor(() => expect(figure(canvas, 'Income')).toHaveTextContent('$0'));
    await expect(canvas.getByRole('button', { name: 'Edit Income' })).toBeEnabled();
  },
};

export const CreatingProfileFailed: Story = {
  args: { persona: 'newcomer', debtPayments: 0 },
  beforeEach: signedInAs('newcomer'),
  parameters: { scenarios: ['profile.create.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error creating profile: The profile store is unavailable',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { scenarios: ['profile.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load your financial profile. Please try again.',
    );
  },
};

const openIncome = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Edit Income' });
  // Disabled until the profile has loaded: a click before then opens nothing.
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button);
  // The modal's code (its form, resolver and schema) loads when it opens.
  return within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Edit Income' }, WAIT),
  );
};

export const EditIncomeIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIncome(canvasElement);
    await expect(dialog.getByLabelText('Monthly income')).toHaveValue(4800);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const EditIncomeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIncome(canvasElement);
    const input = dialog.getByLabelText('Monthly income');
    await fill(input, '-5');
    // Spec section 5: min 0, no message; Save stays disabled.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const EditIncomeTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIncome(canvasElement);
    const input = dialog.getByLabelText('Monthly income');
    await fill(input, '100000001');
    // The contract's maximum, in the tradeline forms' words, under the field.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Amounts cannot be more than $100,000,000',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(input, '100000000');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const EditIncomeSaving: Story = {
  parameters: { scenarios: ['profile.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await openIncome(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const EditIncomeFailed: Story = {
  parameters: { scenarios: ['profile.save.fail-bare'] },
  play: async ({ canvasElement }) => {
    const dialog = await openIncome(canvasElement);
    const input = dialog.getByLabelText('Monthly income');
    await fill(input, '5100');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not save income. Please try again.',
    );
    await expect(input).toHaveValue(5100);
  },
};

export const EditIncomeSaved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIncome(canvasElement);
    const input = dialog.getByLabelText('Monthly income');
    await fill(input, '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const body = within(bodyOf(canvasElement));
    await expect(await body.findByText('Saved!', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(figure(within(canvasElement), 'Net')).toHaveTextContent('$1,100'));
  },
};

const openExpenses = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Edit Expenses' });
  // Disabled until the profile has loaded: a click before then opens nothing.
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button);
  return within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Edit Expenses' }, WAIT),
  );
};

export const EditExpensesIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openExpenses(canvasElement);
    // The seeded profile, split back into the modal's 16 fields.
    await expect(dialog.getByLabelText('Rent or mortgage')).toHaveValue(1600);
    await expect(dialog.getByLabelText('Vehicle payment')).toHaveValue(270);
    await expect(dialog.getByLabelText('Groceries')).toHaveValue(520);
    await expect(dialog.getByLabelText('Utilities (electric, water)')).toHaveValue(210);
    await expect(dialog.getByText(/Total expenses/)).toHaveTextContent('$3,900');
  },
};

export const EditExpensesInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openExpenses(canvasElement);
    const medical = dialog.getByLabelText('Medical');
    await fill(medical, '-20');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Amounts cannot be negative');
    await expect(medical).toHaveValue(-20);
  },
};

export const EditExpensesTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openExpenses(canvasElement);
    const other = dialog.getByLabelText('Other');
    await fill(other, '100000001');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The contract's maximum, under the field; nothing is sent and the input stays.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Amounts cannot be more than $100,000,000',
    );
    await expect(other).toHaveValue(100000001);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const EditExpensesSaving: Story = {
  parameters: { scenarios: ['profile.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await openExpenses(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const EditExpensesFailedWithDetail: Story = {
  parameters: { scenarios: ['profile.save.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await openExpenses(canvasElement);
    const school = dialog.getByLabelText('School');
    await fill(school, '75');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error: The profile store is unavailable',
    );
    await expect(school).toHaveValue(75);
  },
};

export const EditExpensesFailed: Story = {
  parameters: { scenarios: ['profile.save.fail-bare'] },
  play: async ({ canvasElement }) => {
    const dialog = await openExpenses(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not save expenses. Please try again.',
    );
  },
};
