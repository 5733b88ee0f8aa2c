import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { InfoTooltip } from '@/shared/ui';

const meta = {
  title: 'Shared UI/Tooltip',
  component: InfoTooltip,
  args: {
    label: 'About Targeted savings',
    content: 'The amount to save to settle your debts: 45% of your total debt.',
  },
} satisfies Meta<typeof InfoTooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('45% of your total debt');
  },
};
