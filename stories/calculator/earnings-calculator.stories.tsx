import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import EarningsCalculatorPage from '@/features/calculator/pages/earnings-calculator-page';

const meta = {
  title: 'Calculator/Earnings calculator',
  render: () => <EarningsCalculatorPage />,
  parameters: { route: '/earnings-calculator' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function calculate(
  canvasElement: HTMLElement,
  income: string,
  expenses: string,
  debt: string,
) {
  const canvas = within(canvasElement);
  if (income) await userEvent.type(canvas.getByLabelText('Monthly Income'), income);
  if (expenses) await userEvent.type(canvas.getByLabelText('Monthly Expenses'), expenses);
  if (debt) await userEvent.type(canvas.getByLabelText('Total Debt'), debt);
  await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
  return canvas;
}

export const Empty: Story = {};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, '5000', '3000', '20000');
    await expect(canvas.getByRole('region', { name: 'Your results' })).toHaveTextContent('$10,667');
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, '5000', '', '20000');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

export const IncomeNotAboveExpenses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, '2000', '2500', '20000');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Income must be greater than expenses',
    );
  },
};

export const NegativeAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, '2000', '500', '-100');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Amounts cannot be negative');
  },
};

export const NoDebt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, '3000', '1000', '0');
    await expect(canvas.getByText(/With no debt to settle/)).toBeVisible();
  },
};
