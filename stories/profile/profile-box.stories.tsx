import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileBox } from '@/features/profile';
import { bodyOf, fill, signedInAs, userIdOf } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - EditContactModal (src/features/profile/ui/edit-contact-modal.tsx): Edit email and Edit phone in every state
 *   (a new email asks for the current password and waits for its link: issue 29)
 */

function Demo({ persona }: { persona: 'subscriber' | 'newcomer' }) {
  return <ProfileBox userId={userIdOf(persona)} />;
}

const meta = {
  title: 'Profile/Profile box',
  component: Demo,
  args: { persona: 'subscriber' },
  beforeEach: signedInAs('subscriber'),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Edit email, demo@example.com' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Edit phone, +1 555-555-0142' }),
    ).toBeInTheDocument();
  },
};

export const AddPhone: Story = {
  args: { persona: 'newcomer' },
  beforeEach: signedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Add phone' }),
    ).toHaveTextContent('Add phone');
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['account.loading'] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your contact details');
    // The loaded layout with its values to come: the box keeps its size when they arrive.
    await expect(within(status).getByText('Email', { selector: 'dt' })).toBeInTheDocument();
    await expect(within(status).getByText('Phone', { selector: 'dt' })).toBeInTheDocument();
  },
};

/** An alert with its retry button in a box: its contrast is checked in a browser. */
export const LoadFailed: Story = {
  tags: ['alert'],
  parameters: { scenarios: ['account.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load your contact details. Please try again.',
    );
  },
};

const open = async (canvasElement: HTMLElement, name: RegExp, title: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  // The modal's code (its form, resolver and schema) loads when it opens.
  return within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: title }, { timeout: 5000 }),
  );
};

export const EditEmailIdle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await expect(dialog.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabelText(/Email/)).toHaveValue('demo@example.com');
  },
};

export const EditEmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    // The password given, so the email's message is the one alert.
    await fill(dialog.getByLabelText(/Current password/), 'Demo-pass1!');
    await fill(dialog.getByLabelText(/Email/), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await fill(dialog.getByLabelText(/Email/), 'demo@example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  },
};

/** Issue 29: a new email needs the current password (ASVS 7.5.1). */
export const EditEmailNeedsPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await fill(dialog.getByLabelText(/Email/), 'moved@example.com');
    await expect(dialog.getByLabelText(/Current password/)).toHaveAttribute('type', 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your current password');
    await expect(dialog.getByLabelText(/Email/)).toHaveValue('moved@example.com');
  },
};

const submitEmail = async (
  dialog: ReturnType<typeof within>,
  email: string,
  password = 'Demo-pass1!',
) => {
  await fill(dialog.getByLabelText(/Email/), email);
  await fill(dialog.getByLabelText(/Current password/), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
};

/** The link goes to the new address; the box shows it waiting, the email stays. */
export const EditEmailSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await submitEmail(dialog, 'moved@example.com');
    await expect(
      await within(bodyOf(canvasElement)).findByText(
        'We sent a link to moved@example.com. Your email changes when you follow it.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Waiting for confirmation: moved@example.com'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Edit email, demo@example.com' }),
    ).toBeInTheDocument();
  },
};

export const EditEmailWrongPassword: Story = {
  parameters: { scenarios: ['account.email-password-wrong'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await submitEmail(dialog, 'moved@example.com', 'Not-the-pass1!');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    await expect(dialog.getByLabelText(/Email/)).toHaveValue('moved@example.com');
  },
};

export const EditEmailSame: Story = {
  parameters: { scenarios: ['account.email-same'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await submitEmail(dialog, 'demo@example.com');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This is already your email.');
  },
};

export const EditEmailTooMany: Story = {
  parameters: { scenarios: ['account.email-too-many'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await submitEmail(dialog, 'moved@example.com');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many emails were requested for this address. Please wait an hour and try again.',
    );
  },
};

export const EditEmailSaving: Story = {
  parameters: { scenarios: ['account.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await fill(dialog.getByLabelText(/Current password/), 'Demo-pass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const EditEmailFailed: Story = {
  parameters: { scenarios: ['account.save.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await submitEmail(dialog, 'new@example.com');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    await expect(dialog.getByLabelText(/Email/)).toHaveValue('new@example.com');
  },
};

export const EditPhoneIdle: Story = {
  args: { persona: 'newcomer' },
  beforeEach: signedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Add phone/, 'Edit phone');
    await expect(dialog.getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    await expect(dialog.getByLabelText(/Phone/)).toHaveValue('');
  },
};

export const EditPhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit phone/, 'Edit phone');
    await fill(dialog.getByLabelText(/Phone/), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your phone number');
    await fill(dialog.getByLabelText(/Phone/), 'call me');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Enter a phone number using digits, spaces, +, ( ) or -.',
    );
  },
};

export const EditPhoneSaving: Story = {
  parameters: { scenarios: ['account.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit phone/, 'Edit phone');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const EditPhoneFailed: Story = {
  parameters: { scenarios: ['account.save.fail-bare'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit phone/, 'Edit phone');
    await fill(dialog.getByLabelText(/Phone/), '+1 555 555 0199');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not save your contact details. Please try again.',
    );
    await expect(dialog.getByLabelText(/Phone/)).toHaveValue('+1 555 555 0199');
  },
};

export const EditPhoneSaved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit phone/, 'Edit phone');
    await fill(dialog.getByLabelText(/Phone/), '+1 555 555 0199');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await within(bodyOf(canvasElement)).findByText('Saved!', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Edit phone, +1 555 555 0199' }),
      ).toBeInTheDocument(),
    );
  },
};
