import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button, notify } from '@/shared/ui';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button onClick={() => notify.success('Saved!')}>Show success</Button>
      <Button
        variant="secondary"
        onClick={() =>
          notify.warning(
            'Please complete your financial profile by setting your income before adding tradelines.',
          )
        }
      >
        Show warning
      </Button>
      <Button variant="danger" onClick={() => notify.error('Could not save tradeline.')}>
        Show error
      </Button>
    </div>
  );
}

const meta = { title: 'Shared UI/Toast', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(await screen.findByText('Saved!')).toBeInTheDocument();
  },
};

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show warning' }));
    await expect(await screen.findByText(/set(ting)? your income/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await expect(await screen.findByText('Could not save tradeline.')).toBeInTheDocument();
  },
};
