import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from '@/shared/ui';

const items = [
  { title: 'Step 1: Assess your finances', content: 'List your income, expenses and debts.' },
  { title: 'Step 2: Understand your net income', content: 'Income minus expenses.' },
  { title: 'Step 3: Set a debt settlement goal', content: 'Aim for 45% of your debt.' },
];

const meta = {
  title: 'Shared UI/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: items[0]!.title });
    const second = canvas.getByRole('button', { name: items[1]!.title });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SecondOpen: Story = { args: { defaultOpenIndex: 1 } };
