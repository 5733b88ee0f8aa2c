import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IdentityCard, ProfileBox } from '@/features/profile';
import {
  IDENTITY_LOAD_FAILED,
  IDENTITY_NEEDS_PROFILE,
  IDENTITY_SAVE_FAILED,
} from '@/features/profile/model/identity-form';
import { bodyOf, fill, fromSeedSignedInAs, userIdOf } from '../portal/support';

/**
 * The name and mailing address letters are sent from: My Home's profile box rows and their
 * dialog, and Account settings' card, in each state.
 * Modals these stories open and show in their states (designers find them here):
 * - EditIdentityModal (src/features/profile/ui/edit-identity-modal.tsx): Name and mailing address
 */
function Demo({ place, persona }: { place: 'box' | 'card'; persona: 'subscriber' | 'newcomer' }) {
  const userId = userIdOf(persona);
  return place === 'box' ? <ProfileBox userId={userId} /> : <IdentityCard userId={userId} />;
}

const meta = {
  title: 'Profile/Name and mailing address',
  component: Demo,
  args: { place: 'box', persona: 'subscriber' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/** Opens the dialog from the profile box's name row. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit name, Dana Rivera' }, T));
  const dialog = within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Name and mailing address' }),
  );
  return { canvas, dialog };
}

export const InTheProfileBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is sign-up's (Dana Rivera); the address is the persona's.
    await expect(
      await canvas.findByRole('button', { name: 'Edit name, Dana Rivera' }, T),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Edit mailing address, 1457 Oak Street/ }),
    ).toHaveTextContent('Austin, TX 78704');
  },
};

export const EditInTheDialog: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openDialog(canvasElement);
    await expect(dialog.getByLabelText(/Full legal name/)).toHaveValue('Dana Rivera');
    await fill(dialog.getByLabelText(/Full legal name/), 'Dana M. Rivera');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('button', { name: 'Edit name, Dana M. Rivera' }, T),
    ).toBeVisible();
  },
};

export const DialogNamesEachMissingField: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await fill(dialog.getByLabelText(/Street address/), '');
    await fill(dialog.getByLabelText(/ZIP code/), '787');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter the street address or PO box.')).toBeVisible();
    await expect(
      dialog.getByText('Enter a ZIP code of five digits (or ZIP+4: 12345-6789).'),
    ).toBeVisible();
  },
};

export const DialogSaveFails: Story = {
  parameters: { scenarios: ['settlement.state-save-fail'] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await fill(dialog.getByLabelText(/Apartment, suite or unit/), 'Apt 4C');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(IDENTITY_SAVE_FAILED)).toBeVisible();
    // What was typed stays.
    await expect(dialog.getByLabelText(/Apartment, suite or unit/)).toHaveValue('Apt 4C');
  },
};

export const InAccountSettings: Story = {
  args: { place: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = async () =>
      within(await canvas.findByRole('form', { name: 'Name and mailing address' }, T));
    const before = await form();
    await expect(before.getByLabelText(/Full legal name/)).toHaveValue('Dana Rivera');
    await expect(before.getByLabelText('State')).toHaveValue('TX');
    await fill(before.getByRole('textbox', { name: /^City/ }), 'Round Rock');
    await userEvent.click(before.getByRole('button', { name: 'Cancel' }));
    // Cancel puts the saved values back (a fresh form).
    await waitFor(async () =>
      expect((await form()).getByRole('textbox', { name: /^City/ })).toHaveValue('Austin'),
    );
  },
};

export const CardLoading: Story = {
  args: { place: 'card' },
  parameters: { scenarios: ['profile.identity-loading'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your name and address', {}, T),
    ).toBeInTheDocument();
  },
};

/** An alert with its retry button in a box: its contrast is checked in a browser. */
export const CardLoadFails: Story = {
  tags: ['alert'],
  args: { place: 'card' },
  parameters: { scenarios: ['settlement.identity-fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(IDENTITY_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

export const CardBeforeTheProfile: Story = {
  args: { place: 'card', persona: 'newcomer' },
  beforeEach: fromSeedSignedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(IDENTITY_NEEDS_PROFILE, {}, T),
    ).toBeVisible();
  },
};
