import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoPlanModal } from '@/features/plan-builder/ui/no-plan-modal';

/** The 'No Plan Selected' modal on its own, for design review of its texts and buttons. */
function Demo({ onChoosePlan }: { onChoosePlan: () => void }) {
  const [open, setOpen] = useState(true);
  return <NoPlanModal open={open} onOpenChange={setOpen} onChoosePlan={onChoosePlan} />;
}

const meta = {
  title: 'Plan builder/No plan modal',
  component: Demo,
  args: { onChoosePlan: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'No Plan Selected' });
    await expect(dialog).toHaveTextContent(
      'You must select a plan before continuing. Please go back and choose a subscription plan.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Plan Selection' }));
    await expect(args.onChoosePlan).toHaveBeenCalledOnce();
  },
};

export const ClosedWithCancel: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'No Plan Selected' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
