import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AccountDeletedPage from '@/features/account/pages/account-deleted-page';
import { readStoredUser } from '@/shared/session';
import { fromSeedSignedInAs } from '../portal/support';

/**
 * /account-deleted, opened by hand rather than by Delete my account: it says what deleting does
 * and signs no one out (only the dialog's landing, with its navigation state, does).
 */
const meta = {
  title: 'Account/Account deleted',
  render: () => <AccountDeletedPage />,
  parameters: { route: '/account-deleted' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenedDirectly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Your account was deleted' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/What was kept, and why/)).toBeInTheDocument();
    await expect(canvas.getByText(/26 CFR 1\.6001-1/)).toBeInTheDocument();
    await expect(readStoredUser()).not.toBeNull();
  },
};
