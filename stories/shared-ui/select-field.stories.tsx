import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, TextAreaField, TextField } from '@/shared/ui';

const CHANNELS = { call: 'Call', email: 'Email', letter: 'Letter' } as const;

const meta = {
  title: 'Shared UI/SelectField',
  component: SelectField,
  args: { label: 'Channel', options: CHANNELS },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Channel');
    await userEvent.selectOptions(select, 'Letter');
    await expect(select).toHaveValue('letter');
  },
};

export const WithHint: Story = {
  args: { label: 'How it will be reported', hint: 'Ask for it in the written agreement.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('How it will be reported'),
    ).toHaveAccessibleDescription('Ask for it in the written agreement.');
  },
};

export const WithError: Story = {
  args: {
    label: 'How you sent it',
    options: [
      { value: '', label: 'Choose one' },
      ...Object.entries(CHANNELS).map(([value, label]) => ({ value, label })),
    ],
    error: 'Choose how you sent it',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'How you sent it' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose how you sent it');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Channel')).toBeDisabled();
  },
};

/** A select beside text fields in a row, as the settlement cards lay them out: one height. */
export const BesideTextFields: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
        gap: '0.75rem',
      }}
    >
      <SelectField {...args} />
      <TextField label="Amount" type="number" prefix="$" />
      <TextField label="Date" type="date" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Channel')).toHaveValue('call');
    await expect(canvas.getByLabelText('Amount')).toBeInTheDocument();
  },
};

/** The text area shares the markup: label, hint and error under it. */
export const TextArea: Story = {
  render: () => <TextAreaField label="Note" maxLength={1000} error="At most 1,000 characters" />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(note).toBeInvalid();
    await expect(note).toHaveAccessibleDescription('At most 1,000 characters');
  },
};
