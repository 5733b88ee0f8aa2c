import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal } from '@/shared/ui';

interface DemoProps {
  dismissible?: boolean;
  busy?: boolean;
  initialOpen?: boolean;
}

function ModalDemo({ dismissible = true, busy = false, initialOpen = true }: DemoProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="No Plan Selected"
        description="You must select a plan before continuing. Please go back and choose a subscription plan."
        dismissible={dismissible}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button busy={busy}>{busy ? 'Saving...' : 'Go to Plan Selection'}</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Shared UI/Modal',
  component: ModalDemo,
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'No Plan Selected' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ClosesWithEscape: Story = {
  args: { initialOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Saving: Story = {
  args: { dismissible: false, busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};
