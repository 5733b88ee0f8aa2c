import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ForgotPasswordPage from '@/features/account/pages/forgot-password-page';
import {
  FORGOT_FAILED,
  FORGOT_PASSWORD_SENT,
  RESET_TOO_MANY,
} from '@/features/account/model/messages';

/** 'Forgot your password?' (issue 29): the form, the one answer, each error. */
const meta = {
  title: 'Account/Forgot password',
  component: ForgotPasswordPage,
  parameters: { route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement, email = 'demo@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByText(FORGOT_PASSWORD_SENT)).toBeInTheDocument();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement, 'not-an-email');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
  },
};

export const TooMany: Story = {
  parameters: { scenarios: ['account.forgot-too-many'] },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByText(RESET_TOO_MANY)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['account.forgot-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByText(FORGOT_FAILED)).toBeInTheDocument();
  },
};
