import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PortalLayout from '@/app/portal/portal-layout';
import { signedInAs } from '../portal/support';

const meta = {
  title: 'App/Portal layout',
  component: PortalLayout,
  parameters: { layout: 'fullscreen', route: '/portal/take-action' },
  // The subscriber's program has email_opt_in on.
  beforeEach: signedInAs('subscriber'),
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEmailOptIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome demo@example.com' }),
    ).toBeInTheDocument();
    // The program loads, and with email_opt_in on the email section appears.
    await expect(await canvas.findByRole('link', { name: 'View my email' })).toBeInTheDocument();
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

export const WithoutEmail: Story = {
  // The newcomer has no program at all (404), so no email section.
  beforeEach: signedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Home' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole('link', { name: 'View my email' })).not.toBeInTheDocument();
  },
};

export const ProgramWithoutEmail: Story = {
  parameters: { scenarios: ['program.none'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole('link', { name: 'View my email' })).not.toBeInTheDocument();
  },
};

export const SubmenuToggles: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Take action' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const BurgerClosesAfterAChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Portal menu' });
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    // Choosing the open section closes the menu too.
    await userEvent.click(canvas.getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(burger);
    await userEvent.click(canvas.getByRole('link', { name: 'My Home' }));
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const UnnamedUser: Story = {
  beforeEach: signedInAs('newcomer', { username: '' }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome User' }),
    ).toBeInTheDocument();
  },
};
