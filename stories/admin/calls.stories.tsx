import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AdminCallsPage from '@/features/admin/pages/admin-calls-page';
import { db } from '../../mocks/db';
import { PERSONAS } from '../../mocks/personas';
import { queueCalls, signInAsAdmin, STORY_CALLS, WAIT } from './support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - CallOutcomeModal (src/features/admin/ui/call-outcome-modal.tsx): marking a call placed or failed, with its note
 */

const meta = {
  title: 'Admin/Call queue',
  component: AdminCallsPage,
  parameters: { route: '/admin/calls' },
  beforeEach: signInAsAdmin,
} satisfies Meta<typeof AdminCallsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing waits in the seed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No calls are waiting', {}, WAIT),
    ).toBeVisible();
  },
};

/** Two requests from the subscriber, oldest first, with the phone number to call. */
export const APageOfResults: Story = {
  beforeEach: () => queueCalls(STORY_CALLS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Calls waiting, oldest first' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('demo@example.com');
    await expect(rows[0]).toHaveTextContent('+1 555-555-0142');
    await expect(rows[0]).toHaveTextContent('Chase');
    await expect(rows[1]).toHaveTextContent('Discover');
    await expect(rows[0]).toHaveTextContent('Waiting');
  },
};

/**
 * On a 390 px phone each call is a card: every field named by its column, the actions in
 * view without sideways scrolling (the layout is CSS: a browser shows it, jsdom checks the names).
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone390' } },
  beforeEach: async () => {
    await queueCalls(STORY_CALLS);
    // The older call claimed by the signed-in admin, as Claim leaves it (WorkACall clicks it).
    await db.calls.update((q) => q.where({ id: STORY_CALLS[0]!.id }), {
      data(call) {
        call.status = 'claimed';
        call.claimed_by_id = PERSONAS.admin.user_id;
        call.claimed_at = new Date().toISOString();
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Calls waiting, oldest first' }, WAIT);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label);
      await expect(labels).toEqual(['Asked', 'User', 'Debt', 'Status', 'Actions']);
    }
    for (const name of [
      'Mark placed: demo@example.com about Chase',
      'Mark failed: demo@example.com about Chase',
      'Claim the call for demo@example.com about Discover',
    ])
      await expect(within(table).getByRole('button', { name })).toBeVisible();
  },
};

/** Claim, then mark placed: the note is required, then the call moves to Done. */
export const WorkACall: Story = {
  beforeEach: () => queueCalls(STORY_CALLS.slice(0, 1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Claim the call for demo@example.com about Chase',
      }),
    );
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Mark placed: demo@example.com about Chase' },
        WAIT,
      ),
    );
    const dialog = await body.findByRole('dialog', { name: 'Mark the call placed' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save: placed' }));
    // The form checks the note against the contract (react-hook-form answers a tick later).
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Add a note about the call',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Reached Chase.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save: placed' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('No calls are waiting', {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    const done = await canvas.findByRole('table', { name: 'Calls done, newest first' }, WAIT);
    await expect(done).toHaveTextContent('Reached Chase.');
    await expect(done).toHaveTextContent('Placed');
  },
};

/** Saving fails: the message shows and the note is kept. */
export const OutcomeFails: Story = {
  parameters: { scenarios: ['admin.calls.outcome-fail'] },
  beforeEach: () => queueCalls(STORY_CALLS.slice(0, 1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Claim the call/ }, WAIT));
    await userEvent.click(await canvas.findByRole('button', { name: /Mark failed/ }, WAIT));
    const dialog = await body.findByRole('dialog', { name: 'Mark the call failed' }, WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'No answer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save: failed' }));
    await expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The outcome could not be saved. Please try again.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('No answer.');
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['admin.calls.loading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the call queue',
    );
  },
};

export const Failed: Story = {
  parameters: { scenarios: ['admin.calls.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The call queue could not be loaded.',
    );
  },
};

/** An old link past the last page of the queue: it says so and goes back. */
export const PastTheLastPage: Story = {
  parameters: { route: '/admin/calls?page=3' },
  beforeEach: () => queueCalls(STORY_CALLS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is no page 3', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('The 2 calls fit on one page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 1' }));
    const table = await canvas.findByRole('table', { name: 'Calls waiting, oldest first' }, WAIT);
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
  },
};
