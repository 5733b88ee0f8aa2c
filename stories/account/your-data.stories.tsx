import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import AccountDeletedPage from '@/features/account/pages/account-deleted-page';
import { YourDataCard } from '@/features/account/ui/your-data-card';
import {
  DELETE_BILLING_REFUSED,
  DELETE_FAILED,
  DELETE_PASSWORD_WRONG,
  EXPORT_FAILED,
  PASSWORD_REQUIRED,
} from '@/features/account/model/messages';
import { readStoredUser } from '@/shared/session';
import { bodyOf, fill, fromSeedSignedInAs } from '../portal/support';

/**
 * 'Your data' on Account settings (issue 29, point 6): 'Download my data' and the 'Delete my
 * account' modal in every state.
 *
 * Modals these stories open and show in their states (designers find them here):
 * - DeleteAccountModal (src/features/account/ui/delete-account-modal.tsx)
 */
const meta = {
  title: 'Account/Your data',
  render: () => <YourDataCard />,
  parameters: { route: '/portal/account' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

export const Exporting: Story = {
  parameters: { scenarios: ['account.exporting'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
  },
};

export const ExportFails: Story = {
  parameters: { scenarios: ['account.export-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPORT_FAILED);
  },
};

const openDelete = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete my account' }));
  return within(
    await within(bodyOf(canvasElement)).findByRole(
      'dialog',
      { name: 'Delete my account' },
      { timeout: 5000 },
    ),
  );
};

const confirmDelete = async (dialog: ReturnType<typeof within>, password: string) => {
  if (password) await fill(dialog.getByLabelText(/^Password/), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
};

export const DeleteIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
};

export const DeleteNeedsPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await confirmDelete(dialog, '');
    await expect(await dialog.findByText(PASSWORD_REQUIRED)).toBeInTheDocument();
  },
};

export const DeleteWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await confirmDelete(dialog, 'Not-the-pass1!');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(DELETE_PASSWORD_WRONG);
    await expect(dialog.getByLabelText(/^Password/)).toHaveValue('Not-the-pass1!');
  },
};

export const DeleteBillingRefused: Story = {
  parameters: { scenarios: ['account.delete-billing-refused'] },
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await confirmDelete(dialog, 'Demo-pass1!');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(DELETE_BILLING_REFUSED);
  },
};

export const DeleteFails: Story = {
  parameters: { scenarios: ['account.delete-fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await confirmDelete(dialog, 'Demo-pass1!');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(DELETE_FAILED);
  },
};

export const Deleting: Story = {
  parameters: { scenarios: ['account.deleting'] },
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await confirmDelete(dialog, 'Demo-pass1!');
    await expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

/** Lands on the page that says what happened, which signs out once it shows. */
export const Deleted: Story = {
  render: () => (
    <Routes>
      <Route path="/portal/account" element={<YourDataCard />} />
      <Route path="/account-deleted" element={<AccountDeletedPage />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await confirmDelete(dialog, 'Demo-pass1!');
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Your account was deleted' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(readStoredUser()).toBeNull());
  },
};
