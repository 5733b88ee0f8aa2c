import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ResetPasswordPage from '@/features/account/pages/reset-password-page';
import {
  RESET_FAILED,
  RESET_LINK_INVALID,
  RESET_NO_TOKEN,
} from '@/features/account/model/messages';
import { DETAILS } from '@/shared/api/details';

/** 'Reset your password' (issue 29): the form from the link, the rules, each refusal. */
const TOKEN = 'ab'.repeat(32);
const meta = {
  title: 'Account/Reset password',
  component: ResetPasswordPage,
  parameters: { route: `/reset-password#token=${TOKEN}` },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
  },
};

export const RulesNotMet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'short');
    await expect(
      await canvas.findByText(
        'Password must contain: At least 8 characters, One capital letter, One number, One special character',
      ),
    ).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Fresh-pass7!', 'Fresh-pass8!');
    await expect(await canvas.findByText('Passwords do not match')).toBeInTheDocument();
  },
};

/** The story's token was never issued: the mock backend refuses it as a used or expired one. */
export const LinkInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Fresh-pass7!');
    await expect(await canvas.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  },
};

export const CommonPassword: Story = {
  parameters: { scenarios: ['account.reset-common'] },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'P@ssw0rd');
    await expect(await canvas.findByText(DETAILS.passwordCommon)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('P@ssw0rd');
  },
};

export const NoLink: Story = {
  parameters: { route: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(RESET_NO_TOKEN)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['account.reset-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Fresh-pass7!');
    await expect(await canvas.findByText(RESET_FAILED)).toBeInTheDocument();
  },
};
