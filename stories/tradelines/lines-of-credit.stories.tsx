import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LinesOfCreditBox, tradelinesQuery } from '@/features/tradelines';
import { useDeferredQuery } from '@/shared/lib/use-deferred-query';
import { bodyOf, fill, signedInAs, userIdOf } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - AddTradelineModal (src/features/tradelines/ui/add-tradeline-modal.tsx) and EditTradelineModal (src/features/tradelines/ui/edit-tradeline-modal.tsx), with Delete Tradeline, in every state
 */

function Demo({ persona, income }: { persona: 'subscriber' | 'newcomer'; income: number }) {
  const userId = userIdOf(persona);
  const tradelines = useDeferredQuery(tradelinesQuery(userId));
  return <LinesOfCreditBox userId={userId} income={income} tradelines={tradelines} />;
}

const meta = {
  title: 'Tradelines/Lines of credit',
  component: Demo,
  args: { persona: 'subscriber', income: 4800 },
  beforeEach: signedInAs('subscriber'),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

export const Table: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Edit Discover' });
    // Seeded: 7,600/9,000, 4,200/5,000, 1,850/2,000; total 13,650/16,000 = 85.3% → 85%.
    await expect(rowTexts(canvasElement)).toEqual([
      ['Account Name', 'Current Balance', 'Minimum Payment', 'Credit Limit', 'Utilization'],
      ['Total', '$13,650', '$345', '$16,000', '85%'],
      // The seeded Discover debt is settled: its row says so.
      ['Discover Settled', '$7,600', '$190', '$9,000', '84%'],
      ['Chase', '$4,200', '$110', '$5,000', '84%'],
      ['Capital One', '$1,850', '$45', '$2,000', '93%'],
    ]);
  },
};

export const Empty: Story = {
  parameters: { scenarios: ['tradelines.empty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tradelines yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['tradelines.loading'] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your tradelines');
    // The table's own header and Total row, its figures to come.
    await expect(status).toHaveTextContent('Account NameCurrent Balance');
    await expect(status).toHaveTextContent('Total…………');
  },
};

export const LoadFailed: Story = {
  parameters: { scenarios: ['tradelines.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load your tradelines. Please try again.',
    );
  },
};

/** The income warning of spec section 2.2, a toast: its contrast is checked in a browser. */
export const AddingNeedsIncome: Story = {
  tags: ['toast'],
  args: { income: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a tradeline' }));
    const body = within(bodyOf(canvasElement));
    await expect(
      await body.findByText(
        'Please complete your financial profile by setting your income before adding tradelines.',
      ),
    ).toBeInTheDocument();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A dialog's queries. */
type Dialog = ReturnType<typeof within>;

const openAdd = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a tradeline' }));
  return within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Add a Tradeline' }),
  );
};

const fillAmounts = async (dialog: Dialog) => {
  await fill(dialog.getByLabelText(/Current Balance/), '2500');
  await fill(dialog.getByLabelText(/Minimum Payment/), '60');
  await fill(dialog.getByLabelText(/Credit Limit/), '4000');
};

export const AddIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const select = dialog.getByLabelText(/Creditor/);
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Citibank' })).toBeInTheDocument(),
    );
    await expect(within(select).getByRole('option', { name: 'Other' })).toBeInTheDocument();
  },
};

export const AddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Please choose a creditor')).toBeInTheDocument();
    await expect(dialog.getByText('Please enter the current balance')).toBeInTheDocument();
    await expect(dialog.getByText('Please enter the minimum payment')).toBeInTheDocument();
    await expect(dialog.getByText('Please enter the credit limit')).toBeInTheDocument();
  },
};

/** A creditor of the user's own naming, with the amounts, saved. */
async function saveLocalCreditUnion(dialog: Dialog) {
  await userEvent.selectOptions(dialog.getByLabelText(/Creditor/), 'Other');
  await fill(dialog.getByLabelText(/Creditor name/), 'Local Credit Union');
  await fillAmounts(dialog);
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
}

/** Saves and sees the dialog busy: Saving..., and `other` disabled beside it. */
async function saveAndSeeBusy(dialog: Dialog, other: string) {
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: other })).toBeDisabled();
}

export const AddOtherNeedsName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText(/Creditor/), 'Other');
    await fillAmounts(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Please enter the creditor name')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/Current Balance/)).toHaveValue(2500);
  },
};

export const AddSaving: Story = {
  parameters: { scenarios: ['tradelines.create.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('option', { name: 'Citibank' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(dialog.getByLabelText(/Creditor/), 'Citibank');
    await fillAmounts(dialog);
    await saveAndSeeBusy(dialog, 'Cancel');
  },
};

export const AddFailed: Story = {
  parameters: { scenarios: ['tradelines.create.fail-bare'] },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await saveLocalCreditUnion(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not save tradeline.');
    await expect(dialog.getByLabelText(/Creditor name/)).toHaveValue('Local Credit Union');
    await expect(dialog.getByLabelText(/Credit Limit/)).toHaveValue(4000);
  },
};

export const AddFailedWithDetail: Story = {
  parameters: { scenarios: ['tradelines.create.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await saveLocalCreditUnion(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  },
};

export const AddCreditorsUnavailable: Story = {
  parameters: { scenarios: ['creditors.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(await dialog.findByText(/Could not load the creditor list/)).toBeInTheDocument();
    await expect(dialog.getByRole('option', { name: 'Other' })).toBeInTheDocument();
  },
};

export const AddSaved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await saveLocalCreditUnion(dialog);
    await expect(
      await within(bodyOf(canvasElement)).findByText('Saved!', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  },
};

const openEdit = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Chase' }));
  return within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Edit Tradeline' }),
  );
};

export const EditIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await expect(dialog.getByLabelText('Account Name')).toHaveValue('Chase');
    await expect(dialog.getByLabelText(/Current Balance/)).toHaveValue(4200);
    await expect(dialog.getByRole('button', { name: 'Delete Tradeline' })).toBeEnabled();
  },
};

export const EditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.clear(dialog.getByLabelText(/Minimum Payment/));
    await fill(dialog.getByLabelText(/Credit Limit/), '-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Please enter the minimum payment')).toBeInTheDocument();
    await expect(dialog.getByText('Amounts cannot be negative')).toBeInTheDocument();
  },
};

/** The contract's maximum shows in the form's own words, and nothing is sent. */
export const EditOverMaximum: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await fill(dialog.getByLabelText(/Current Balance/), '100000001');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Amounts cannot be more than $100,000,000')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/Current Balance/)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText(/Current Balance/)).toHaveValue(100000001);
  },
};

export const EditSaving: Story = {
  parameters: { scenarios: ['tradelines.update.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await saveAndSeeBusy(dialog, 'Delete Tradeline');
  },
};

export const EditFailed: Story = {
  parameters: { scenarios: ['tradelines.update.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await fill(dialog.getByLabelText(/Current Balance/), '3900');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not update tradeline.');
    await expect(dialog.getByLabelText(/Current Balance/)).toHaveValue(3900);
  },
};

const confirmDelete = async (canvasElement: HTMLElement) => {
  const dialog = await openEdit(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete Tradeline' }));
  const confirm = await within(bodyOf(canvasElement)).findByRole('dialog', {
    name: 'Delete Tradeline',
  });
  await expect(confirm).toHaveTextContent('Are you sure you want to delete this tradeline?');
  return { dialog, confirm: within(confirm) };
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const { confirm } = await confirmDelete(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expect(
      within(bodyOf(canvasElement)).getByRole('dialog', { name: 'Edit Tradeline' }),
    ).toBeInTheDocument();
  },
};

export const DeleteSaving: Story = {
  parameters: { scenarios: ['tradelines.delete.saving'] },
  play: async ({ canvasElement }) => {
    const { confirm } = await confirmDelete(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await confirm.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

export const DeleteFailed: Story = {
  parameters: { scenarios: ['tradelines.delete.fail'] },
  play: async ({ canvasElement }) => {
    const { confirm, dialog } = await confirmDelete(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not delete tradeline.');
  },
};
