import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '@/shared/ui';

const meta = { title: 'Shared UI/Money', component: Money } satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  args: { amount: 12345.67 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$12,346')).toBeInTheDocument();
  },
};

export const NegativeHighlighted: Story = {
  args: { amount: -420, highlightNegative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$420')).toHaveAttribute('data-negative', 'true');
  },
};
