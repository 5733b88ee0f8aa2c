import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VerifyEmailBanner } from '@/features/account';
import ConfirmEmailPage from '@/features/account/pages/confirm-email-page';
import {
  CONFIRM_FAILED,
  CONFIRM_NO_TOKEN,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_CONFIRMED,
  LINK_INVALID,
  RESEND_FAILED,
  RESET_TOO_MANY,
  emailChanged,
  verificationSent,
  verifyBanner,
} from '@/features/account/model/messages';
import { sha256Hex } from '@/features/account/service/tokens';
import { DETAILS } from '@/shared/api/details';
import { readStoredUser } from '@/shared/session';
import { PERSONAS } from '../../mocks/personas';
import { store } from '../../mocks/store';
import { fromSeedSignedInAs } from '../portal/support';

/**
 * A verified email (issue 29, point 3): the portal's banner with 'Resend', and the page the
 * confirmation links open, in every state.
 */
const meta = {
  title: 'Account/Verify email',
  parameters: { route: '/portal/my-home' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const subscriber = PERSONAS.subscriber;
const TOKEN = 'cd'.repeat(32);

/** The subscriber as a new account whose address is not verified yet. */
async function unverified() {
  await store.users.update({ id: subscriber.user_id }, { set: { email_verified_at: null } });
}

/** A link of `purpose` for the subscriber, as the email would carry it. */
async function link(purpose: 'verify' | 'email-change', email: string) {
  const now = new Date();
  await store.accountTokens.insert({
    id: await sha256Hex(TOKEN),
    user_id: subscriber.user_id,
    purpose,
    email,
    expires_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
}

const banner = { render: () => <VerifyEmailBanner email={subscriber.email} /> };

export const Banner: Story = {
  ...banner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(verifyBanner(subscriber.email));
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

export const BannerResent: Story = {
  ...banner,
  beforeEach: unverified,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByText(verificationSent(subscriber.email))).toBeInTheDocument();
    // Sent: no second button to press.
    await expect(canvas.queryByRole('button', { name: 'Resend' })).toBeNull();
  },
};

export const BannerResending: Story = {
  ...banner,
  parameters: { scenarios: ['account.resending'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Verified meanwhile (in another tab): the mock answers as the server would. */
export const BannerAlreadyVerified: Story = {
  ...banner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EMAIL_ALREADY_VERIFIED);
  },
};

export const BannerTooMany: Story = {
  ...banner,
  parameters: { scenarios: ['account.resend-too-many'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_TOO_MANY);
  },
};

export const BannerResendFails: Story = {
  ...banner,
  parameters: { scenarios: ['account.resend-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESEND_FAILED);
    // Pressing again is allowed.
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

const page = (route: string) => ({
  render: () => <ConfirmEmailPage />,
  parameters: { route },
});
const withToken = page(`/confirm-email#token=${TOKEN}`);
const confirm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm my email' }));
  return canvas;
};

export const ConfirmNoToken: Story = {
  ...page('/confirm-email'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(CONFIRM_NO_TOKEN);
  },
};

export const ConfirmVerified: Story = {
  ...withToken,
  beforeEach: async () => {
    await unverified();
    await link('verify', subscriber.email);
  },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByText(EMAIL_CONFIRMED)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to My Home' })).toBeInTheDocument();
  },
};

/** The new address's link: the email changes, every session ends (this tab's too). */
export const ConfirmChanged: Story = {
  ...withToken,
  beforeEach: async () => {
    await store.users.update(
      { id: subscriber.user_id },
      { set: { pending_email: 'moved@example.com' } },
    );
    await link('email-change', 'moved@example.com');
  },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByText(emailChanged('moved@example.com'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await expect(readStoredUser()).toBeNull();
  },
};

/** The story's token was never issued: the mock refuses it as a used or expired one. */
export const ConfirmInvalid: Story = {
  ...withToken,
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LINK_INVALID);
  },
};

export const ConfirmTaken: Story = {
  ...withToken,
  parameters: { ...withToken.parameters, scenarios: ['account.confirm-taken'] },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(DETAILS.emailTaken);
  },
};

export const ConfirmFails: Story = {
  ...withToken,
  parameters: { ...withToken.parameters, scenarios: ['account.confirm-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONFIRM_FAILED);
  },
};

export const Confirming: Story = {
  ...withToken,
  parameters: { ...withToken.parameters, scenarios: ['account.confirming'] },
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};
