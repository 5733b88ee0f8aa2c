import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileBox } from '@/features/profile';
import { bodyOf, fill, signedInAs, userIdOf } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - EditContactModal (src/features/profile/ui/edit-contact-modal.tsx): Edit email and Edit phone in every state
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

export const LoadFailed: Story = {
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
    await fill(dialog.getByLabelText(/Email/), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await fill(dialog.getByLabelText(/Email/), 'demo@example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  },
};

export const EditEmailSaving: Story = {
  parameters: { scenarios: ['account.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const EditEmailFailed: Story = {
  parameters: { scenarios: ['account.save.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /Edit email/, 'Edit email');
    await fill(dialog.getByLabelText(/Email/), 'new@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
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
