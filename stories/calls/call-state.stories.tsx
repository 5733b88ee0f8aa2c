import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallState } from '@/features/calls';
import { db } from '../../mocks/db';
import { PERSONAS } from '../../mocks/personas';
import { queueCalls, STORY_CALLS, WAIT } from '../admin/support';
import { fromSeedSignedInAs } from '../portal/support';

const meta = {
  title: 'Calls/Call state',
  component: CallState,
  args: { userId: PERSONAS.subscriber.user_id, tradelineName: 'Chase' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta<typeof CallState>;
export default meta;
type Story = StoryObj<typeof meta>;

async function setStatus(status: 'claimed' | 'placed' | 'failed') {
  await db.calls.update((q) => q.where({ id: STORY_CALLS[0]!.id }), {
    data(call) {
      call.status = status;
      if (status === 'placed' || status === 'failed') call.resolved_at = new Date().toISOString();
    },
  });
}

/** No call asked for on this debt: nothing shows. */
export const NoCall: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Requested: Story = {
  beforeEach: () => queueCalls(STORY_CALLS.slice(0, 1)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(
      'Call requestedWaiting for an agent. You will receive a call shortly.',
    );
  },
};

export const WithAnAgent: Story = {
  beforeEach: async () => {
    await queueCalls(STORY_CALLS.slice(0, 1));
    await setStatus('claimed');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(
      'Agent assigned',
    );
  },
};

export const Placed: Story = {
  beforeEach: async () => {
    await queueCalls(STORY_CALLS.slice(0, 1));
    await setStatus('placed');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(
      /Call placedYour call was placed on /,
    );
  },
};

export const NotPlaced: Story = {
  beforeEach: async () => {
    await queueCalls(STORY_CALLS.slice(0, 1));
    await setStatus('failed');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(
      'Call not placedWe could not place your call. You can ask for another one.',
    );
  },
};

/** The step filter: a call asked on another step does not show on this one. */
export const OtherStep: Story = {
  args: { step: 'Payoff' },
  beforeEach: () => queueCalls(STORY_CALLS.slice(0, 1)),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['calls.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, WAIT)).toHaveTextContent(
      'The state of your call could not be loaded.',
    );
  },
};
