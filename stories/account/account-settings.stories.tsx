import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountSettingsPage from '@/features/account/pages/account-settings-page';
import {
  CURRENT_PASSWORD_WRONG,
  PREFERENCES_FAILED,
  SESSIONS_FAILED,
  SESSION_END_FAILED,
  SETTINGS_FAILED,
  TIME_ZONE_FAILED,
  TIME_ZONE_UNKNOWN,
} from '@/features/account/model/messages';
import { storePersonaSession } from '../../mocks/seed';
import { fromSeedSignedInAs } from '../portal/support';

/** 'Account settings' (issue 29): password, sessions, email preferences, and each error. */
const meta = {
  title: 'Account/Account settings',
  render: () => <AccountSettingsPage />,
  parameters: { route: '/portal/account' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A second session of the subscriber, elsewhere. */
async function secondSession() {
  await storePersonaSession(
    'subscriber',
    'f'.repeat(64),
    new Date(Date.now() + 3_600_000).toISOString(),
  );
}

export const Loaded: Story = {
  beforeEach: secondSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Text queries: role queries over the whole page are slow in jsdom.
    await expect(await canvas.findByText(/\(this device\)/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Step reminders')).toBeChecked();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue('');
    await expect(canvas.getByText('Sign out everywhere else')).toBeEnabled();
  },
};

export const SignOutElsewhere: Story = {
  beforeEach: secondSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Sign out Unknown device/ }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /^Sign out Unknown device/ })).toBeNull(),
    );
    await expect(canvas.getByText(/\(this device\)/)).toBeInTheDocument();
  },
};

export const SessionEndFails: Story = {
  beforeEach: secondSession,
  parameters: { scenarios: ['account.session-end-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Sign out Unknown device/ }));
    await expect(await canvas.findByText(SESSION_END_FAILED)).toBeInTheDocument();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: { scenarios: ['account.password-wrong'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Current password/), 'Not-it-1!');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Fresh-pass7!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Fresh-pass7!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Fresh-pass7!');
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Please enter your current password')).toBeInTheDocument();
  },
};

export const PreferencesSaveFails: Story = {
  parameters: { scenarios: ['account.preferences-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Weekly digest' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(await canvas.findByText(PREFERENCES_FAILED)).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
  },
};

export const SettingsLoading: Story = {
  parameters: { scenarios: ['account.settings-loading', 'account.sessions-loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your account settings')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your sessions')).toBeInTheDocument();
  },
};

export const SettingsFail: Story = {
  parameters: { scenarios: ['account.settings-fail', 'account.sessions-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SETTINGS_FAILED)).toBeInTheDocument();
    await expect(await canvas.findByText(SESSIONS_FAILED)).toBeInTheDocument();
  },
};

/** A profile with no state (the newcomer's): Eastern time until one is chosen; never UTC. */
export const TimeZoneDefault: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your profile has no state yet/)).toBeInTheDocument();
    await expect(canvas.getByText('Reminders are timed in Eastern Time.')).toBeInTheDocument();
    await expect(canvas.queryByText(/UTC/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
  },
};

export const TimeZoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Time zone'), 'America/Chicago');
    await userEvent.click(canvas.getByRole('button', { name: 'Save time zone' }));
    await expect(await canvas.findByText(/You chose it below\./)).toBeInTheDocument();
    await expect(
      canvas.getByText('Reminders are timed in Central Time (your choice under Time zone).'),
    ).toBeInTheDocument();
  },
};

export const TimeZoneSaveFails: Story = {
  parameters: { scenarios: ['account.preferences-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Time zone'), 'America/Denver');
    await userEvent.click(canvas.getByRole('button', { name: 'Save time zone' }));
    await expect(await canvas.findByText(TIME_ZONE_FAILED)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('America/Denver');
  },
};

export const TimeZoneRefused: Story = {
  parameters: { scenarios: ['account.time-zone-unknown'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Time zone'), 'Pacific/Honolulu');
    await userEvent.click(canvas.getByRole('button', { name: 'Save time zone' }));
    await expect(await canvas.findByText(TIME_ZONE_UNKNOWN)).toBeInTheDocument();
  },
};
