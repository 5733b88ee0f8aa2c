import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useQuery } from '@tanstack/react-query';
import { FinancialPlanBox } from '@/features/my-home/pages/financial-plan-box';
import { tradelinesQuery } from '@/features/tradelines';
import { bodyOf, signedInAs, userIdOf } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - EventDetailsModal (src/features/timeline/ui/event-details-modal.tsx): a step's details, Mark complete in order, saving and failure
 */

/** The Financial Plan box as My Home shows it to the subscriber (net income 900). */
function Demo() {
  const userId = userIdOf('subscriber');
  const tradelines = useQuery(tradelinesQuery(userId));
  return <FinancialPlanBox userId={userId} tradelines={tradelines.data} netIncome={900} />;
}

const meta = {
  title: 'Timeline/Event details',
  component: Demo,
  beforeEach: async () => {
    // The box's payoff projection loads lazily: have its code ready, so it renders while the
    // story plays rather than after it.
    await import('@/features/timeline/ui/payoff-projection');
    return signedInAs('subscriber')();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openStep = async (canvasElement: HTMLElement, tradeline: string, step: RegExp) => {
  const timeline = within(
    await within(canvasElement).findByRole('region', { name: `${tradeline} timeline` }),
  );
  await userEvent.click(timeline.getByRole('button', { name: step }));
  return within(
    await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Event Details' }),
  );
};

export const Timelines: Story = {
  play: async ({ canvasElement }) => {
    const chase = within(
      await within(canvasElement).findByRole('region', { name: 'Chase timeline' }),
    );
    await expect(chase.getByRole('button', { name: /Update your contacts/ })).toHaveTextContent(
      'Completed',
    );
    await expect(chase.getByRole('button', { name: /Give notice/ })).toHaveTextContent('Past due');
    await expect(chase.getByRole('button', { name: /Payoff/ })).toHaveTextContent('Upcoming');
  },
};

export const NoTimelines: Story = {
  parameters: { scenarios: ['tradelines.empty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No plan steps yet')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('0 months')).toBeInTheDocument();
    await expect(
      await within(canvasElement).findByText('Nothing to project yet'),
    ).toBeInTheDocument();
  },
};

export const EventsLoadFailed: Story = {
  parameters: { scenarios: ['events.fail'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Could not load your plan steps. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const Completable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Chase', /Give notice/);
    await expect(dialog.getByText('Past due')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Mark complete' })).toBeEnabled();
  },
};

export const NotYetCompletable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Chase', /Payoff/);
    await expect(dialog.getByText('Complete the previous step first.')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Mark complete' })).toBeNull();
    await expect(dialog.getByText(/^No: you take this step yourself/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Back to my plan' })).toBeEnabled();
  },
};

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Discover', /Give notice/);
    await expect(dialog.getByText('Completed on')).toBeInTheDocument();
    await expect(dialog.getByText('Yes: an agent helped you with this step.')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  parameters: { scenarios: ['events.complete.saving'] },
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Chase', /Give notice/);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark complete' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Back to my plan' })).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['events.complete.fail-bare'] },
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Chase', /Give notice/);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark complete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not mark this step complete. Please try again.',
    );
  },
};
