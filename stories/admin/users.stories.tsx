import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AdminUsersPage from '@/features/admin/pages/admin-users-page';
import { db } from '../../mocks/db';
import { signInAsAdmin, WAIT } from './support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - RoleChangeModal (src/features/admin/ui/role-change-modal.tsx): the role change confirmation, its refusal for the last admin
 */

const meta = {
  title: 'Admin/Users',
  component: AdminUsersPage,
  parameters: { route: '/admin/users' },
  beforeEach: signInAsAdmin,
} satisfies Meta<typeof AdminUsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first of two pages of the seed's 16 users, newest first. */
export const APageOfResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'All users, newest first' }, WAIT);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(/Showing 1–10 of 16 users · page 1 of 2/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(
      await canvas.findByText(/Showing 11–16 of 16 users/, {}, WAIT),
    ).toBeInTheDocument();
    await expect(canvas.getByText('admin@example.com')).toBeInTheDocument();
  },
};

export const SearchByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText('Search by email or username', {}, WAIT),
      'harper',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = await canvas.findByRole('table', { name: 'Users matching “harper”' }, WAIT);
    const row = within(table).getAllByRole('row')[1]!;
    await expect(row).toHaveTextContent('harper.james@example.net');
    await expect(row).toHaveTextContent('The Works');
    await expect(row).toHaveTextContent('Canceled');
  },
};

export const Empty: Story = {
  parameters: { scenarios: ['admin.users.empty'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No user matches this search', {}, WAIT),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['admin.users.loading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading users');
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['admin.users.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The users could not be loaded.',
    );
  },
};

/** Confirming a role change, which then shows on the row with who made it. */
export const RoleChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Make admin: new@example.com' }, WAIT),
    );
    const dialog = await body.findByRole('dialog', { name: 'Change role?' }, WAIT);
    await expect(dialog).toHaveTextContent(
      'new@example.com will be able to see every user, change roles and work the call queue.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await canvas.findByText(/User → Admin by admin@example.com/, {}, WAIT),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Make user: new@example.com' })).toBeVisible();
  },
};

/** The server refuses: its detail shows in the dialog, which stays open. */
export const LastAdminRefused: Story = {
  parameters: { scenarios: ['admin.role.last-admin'] },
  beforeEach: async () => {
    // A second admin to demote; the scenario answers as if they were the last one.
    await db.users.update((q) => q.where({ email: 'avery.lee@example.net' }), {
      data(user) {
        user.role = 'admin';
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Make user: avery.lee@example.net' }, WAIT),
    );
    const dialog = await body.findByRole('dialog', { name: 'Change role?' }, WAIT);
    await expect(dialog).toHaveTextContent(
      'avery.lee@example.net will lose access to the admin area.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make user' }));
    await expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The last admin cannot be demoted',
    );
  },
};

/** An old link past the last page: it says so and goes to the last page. */
export const PastTheLastPage: Story = {
  parameters: { route: '/admin/users?page=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is no page 5', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('The 16 users fit on 2 pages.')).toBeVisible();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(
      await canvas.findByText(/Showing 11–16 of 16 users · page 2 of 2/, {}, WAIT),
    ).toBeInTheDocument();
  },
};
