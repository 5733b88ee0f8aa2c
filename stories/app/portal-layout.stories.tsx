import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PortalLayout from '@/app/portal/portal-layout';
import { clearOnLogout, saveStoredUser } from '@/shared/session';

const meta = {
  title: 'App/Portal layout',
  component: PortalLayout,
  parameters: { layout: 'fullscreen', route: '/portal/take-action' },
  beforeEach: () => {
    saveStoredUser({
      user_id: 'u1',
      username: 'demo',
      email: 'demo@example.com',
      role: 'user',
      token: 'story-token',
      expires_at: '2099-01-01T00:00:00.000Z',
    });
    return () => clearOnLogout();
  },
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome demo' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'View my email' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Take action' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const WithEmailOptIn: Story = {
  args: { emailOptIn: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'View my email' }),
    ).toBeInTheDocument();
  },
};

export const SubmenuToggles: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Take action' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const UnnamedUser: Story = {
  beforeEach: () => {
    saveStoredUser({
      user_id: 'u1',
      username: '',
      email: 'demo@example.com',
      role: 'user',
      token: 'story-token',
      expires_at: '2099-01-01T00:00:00.000Z',
    });
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome User' }),
    ).toBeInTheDocument();
  },
};
