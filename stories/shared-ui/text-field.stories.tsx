import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@/shared/ui';

const meta = {
  title: 'Shared UI/TextField',
  component: TextField,
  args: { label: 'Full name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Full name');
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
  },
};

export const NumberWithPrefix: Story = {
  args: { label: 'Monthly Income', type: 'number', prefix: '$', min: 0, defaultValue: 4200 },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', required: true },
};

export const DateField: Story = { args: { label: 'Date of birth', type: 'date' } };

export const Phone: Story = { args: { label: 'Phone', type: 'tel', hint: 'US numbers only.' } };

export const WithError: Story = {
  args: { label: 'Monthly Expenses', type: 'number', error: 'Please fill in all fields' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Monthly Expenses');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please fill in all fields');
  },
};

export const Disabled: Story = {
  args: { label: 'Account Name', disabled: true, defaultValue: 'Visa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Account Name')).toBeDisabled();
  },
};
