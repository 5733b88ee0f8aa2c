import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TakeActionPage from '@/features/timeline/pages/take-action-page';
import { configureHttp } from '@/shared/api/http';
import { addDays, formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { clearOnLogout, currentToken, saveStoredUser } from '@/shared/session';
import { PERSONAS, buildPersonas } from '../../mocks/personas';
import { personaSession } from '../../mocks/seed';
import { signedInAs } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - CallDialog (src/features/timeline/pages/call-dialog.tsx): the call confirmation and each call result
 * - EntitlementExplanation (src/features/enrollment/ui/entitlement-explanation.tsx): Call Now without a subscription
 */

const meta = {
  title: 'Timeline/Take action',
  render: () => <TakeActionPage />,
  parameters: { route: '/portal/take-action' },
  beforeEach: () => {
    // Signed in as the subscriber, as the app's session bridge does it.
    saveStoredUser(personaSession('subscriber'));
    configureHttp({ getToken: currentToken });
    return () => {
      configureHttp({ getToken: () => null });
      clearOnLogout();
    };
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const seed = buildPersonas(new Date());
const mine = new Set(
  seed.tradelines
    .filter((tradeline) => tradeline.user_id === PERSONAS.subscriber.user_id)
    .map((tradeline) => tradeline.uuid),
);

/**
 * Most stories show one debt, Chase: one step done, one past due and three ahead (every state a
 * step can be in), which keeps them small.
 */
const onlyChase: NonNullable<Story['beforeEach']> = ({ msw }) => {
  const chase = seed.tradelines
    .filter((tradeline) => tradeline.account_name === 'Chase')
    .map(({ created_at: _created, ...tradeline }) => ({
      ...tradeline,
      utilization: Math.round((tradeline.current_balance / tradeline.credit_limit) * 100),
      // The seeded Chase debt has no offer yet: open, owing its balance.
      state: 'open',
      owed: tradeline.current_balance,
      settled_on: null,
      saved: 0,
      report_checks: [],
    }));
  msw.use(http.get('*/api/tradelines/:userId', () => HttpResponse.json(chase)));
};

/** Waits for a debt's steps to show. */
async function loaded(canvasElement: HTMLElement, debt = 'Chase') {
  const canvas = within(canvasElement);
  await canvas.findByLabelText(`${debt} steps`, {}, { timeout: 3000 });
  return canvas;
}

/** Opens the call dialog from the Next Step and answers Yes. */
async function callAndConfirm(canvasElement: HTMLElement, debt = 'Chase') {
  const canvas = await loaded(canvasElement, debt);
  await userEvent.click(canvas.getByRole('button', { name: /^Call Now/ }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Call your creditor' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  return dialog;
}

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Capital One');
    // Smallest balance first, after the past-due list.
    const titles = [...canvasElement.querySelectorAll('h3')].map((heading) => heading.textContent);
    await expect(titles).toEqual(['Past due', 'Capital One', 'Chase', 'Discover']);
    const summary = canvas.getByLabelText('Capital One Program Summary');
    await expect(summary).toHaveTextContent('Hours left5');
    await expect(summary).toHaveTextContent('Value per hour$167'); // 45% of $1,850 / 5
    // Discover is settled (seeded): no Call Now on it, only on the two open debts.
    await expect(canvas.getAllByText('Call Now')).toHaveLength(2);
    await expect(canvas.getAllByText('First Negotiation').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Second Negotiation').length).toBeGreaterThan(0);
  },
};

export const PastDue: Story = {
  beforeEach: onlyChase,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const item = canvas.getByRole('button', { name: /Show step/ }).closest('li')!;
    await expect(item).toHaveTextContent(/Give notice for Chase/);
    await expect(item).toHaveTextContent(/\d+ days? late/);
    // Choose another step, then jump back to the late one.
    const steps = within(canvas.getByLabelText('Chase steps'));
    await userEvent.click(steps.getByRole('button', { name: /Payoff/ }));
    await userEvent.click(within(item).getByRole('button', { name: /Show step/ }));
    const late = steps.getByRole('button', { name: /Give notice/ });
    await expect(late).toHaveAttribute('aria-pressed', 'true');
    await expect(late).toHaveTextContent('Past due');
    // The notice step is also the first contact (spec section 4).
    await expect(late).toHaveTextContent('First Contact');
    await expect(canvas.getByLabelText('Chase: Give notice')).toHaveTextContent(
      'First Contact: Give notice',
    );
  },
};

const chaseId = seed.tradelines.find((tradeline) => tradeline.account_name === 'Chase')!.id;

/** Chase's letters as the API answers them: a validation notice received `daysAgo` days ago. */
const chaseNotice =
  (daysAgo: number, disputedDaysAgo: number | null): NonNullable<Story['beforeEach']> =>
  (context) => {
    onlyChase(context);
    const today = todayIn();
    const received = addDays(today, -daysAgo);
    const window = {
      received_date: received,
      sent_date: null,
      assumed_receipt: null,
      ends: addDays(received, 30),
      disputed_on: disputedDaysAgo === null ? null : addDays(today, -disputedDaysAgo),
      disputed_in_time: disputedDaysAgo !== null && disputedDaysAgo >= daysAgo - 30,
      // No collector's answer recorded: no pause to show on these stories.
      paused_from: null,
      paused_until: null,
    };
    context.msw.use(
      http.get('*/api/letters/:userId', () =>
        HttpResponse.json([{ tradeline_id: chaseId, sent: [], notices: [], window }]),
      ),
    );
  };

/** The validation notice's dispute deadline is a dated item of the debt's timeline (issue 28). */
export const DisputeDeadline: Story = {
  beforeEach: chaseNotice(10, null),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const steps = within(canvas.getByLabelText('Chase steps'));
    const deadline = (await steps.findByText('Dispute deadline')).closest('li')!;
    await expect(deadline).toHaveTextContent(formatCalendarDate(addDays(todayIn(), 20)));
    await expect(deadline).toHaveTextContent('20 days left to dispute');
    // Not a step: nothing to choose, and the steps keep their numbers.
    await expect(within(deadline).queryByRole('button')).toBeNull();
    await expect(steps.getAllByRole('button')).toHaveLength(5);
    // Not late yet: the past-due list has Chase's late step only.
    const pastDue = canvas.getByRole('heading', { name: 'Past due' }).closest('section')!;
    await expect(within(pastDue).queryByText('Dispute deadline')).toBeNull();
  },
};

export const DisputeDeadlineMissed: Story = {
  beforeEach: chaseNotice(35, null),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const steps = within(canvas.getByLabelText('Chase steps'));
    const deadline = (await steps.findByText('Dispute deadline')).closest('li')!;
    await expect(deadline).toHaveTextContent('No dispute sent in time');
    const item = (await canvas.findByText('Dispute deadline', { selector: 'strong' })).closest(
      'li',
    )!;
    await expect(item).toHaveTextContent(/Dispute deadline for Chase/);
    await expect(item).toHaveTextContent('5 days late');
    await userEvent.click(within(item).getByRole('button', { name: /Show on timeline/ }));
    await expect(deadline.querySelector('[tabindex]')).toHaveFocus();
  },
};

export const DisputeDeadlineAnswered: Story = {
  beforeEach: chaseNotice(35, 20),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const steps = within(canvas.getByLabelText('Chase steps'));
    const deadline = (await steps.findByText('Dispute deadline')).closest('li')!;
    await expect(deadline).toHaveTextContent('Disputed in time: collection paused');
    await expect(canvas.queryByText('Dispute deadline', { selector: 'strong' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['events.loading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your action plan',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { scenarios: ['events.fail'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load your action plan. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoTradelines: Story = {
  parameters: { scenarios: ['tradelines.empty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tradelines found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Home' })).toHaveAttribute(
      'href',
      '/portal/my-home',
    );
  },
};

export const AllStepsComplete: Story = {
  beforeEach: (context) => {
    onlyChase(context);
    const events = seed.events
      .filter((event) => mine.has(event.tradeline_uuid))
      .map(({ user_id: _user, ...event }) => ({
        ...event,
        completed: true,
        completed_date: `${event.scheduled_date}T12:00:00.000Z`,
      }));
    context.msw.use(http.get('*/api/events/:userId', () => HttpResponse.json(events)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('All steps complete!')).toBeVisible();
    await expect(canvas.queryByText('Call Now')).toBeNull();
    await expect(canvas.queryByText('Mark complete')).toBeNull();
    await expect(canvas.queryByText('Past due')).toBeNull();
    await expect(canvas.getByLabelText('Chase Program Summary')).toHaveTextContent('Hours left0');
    await expect(canvas.getByRole('button', { name: 'Add to calendar' })).toBeDisabled();
  },
};

export const NegotiationOff: Story = {
  beforeEach: onlyChase,
  parameters: { scenarios: ['program.negotiation-off'] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Mark complete')).toBeVisible();
    await expect(canvas.queryByText('Call Now')).toBeNull();
    await expect(canvas.queryByText('Call now')).toBeNull();
  },
};

export const MarkComplete: Story = {
  beforeEach: onlyChase,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const steps = within(canvas.getByLabelText('Chase steps'));
    // A later step cannot be completed first.
    await userEvent.click(steps.getByRole('button', { name: /First Negotiation/ }));
    const later = canvas.getByLabelText('Chase: First Negotiation');
    await expect(later).toHaveTextContent('Complete Give notice first.');
    await expect(within(later).queryByText('Mark complete')).toBeNull();
    // The first pending one can, once and for good.
    await userEvent.click(steps.getByRole('button', { name: /Give notice/ }));
    const first = canvas.getByLabelText('Chase: Give notice');
    await expect(first).toHaveTextContent('Marking a step complete cannot be undone.');
    await userEvent.click(within(first).getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(first).toHaveTextContent(/Completed on/));
    await expect(within(first).queryByText('Mark complete')).toBeNull();
    await expect(canvas.getByLabelText('Chase Next Step')).toHaveTextContent('First Negotiation');
  },
};

export const MarkCompleteRefused: Story = {
  beforeEach: onlyChase,
  parameters: { scenarios: ['events.complete.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const first = canvas.getByLabelText('Chase: Give notice');
    await userEvent.click(within(first).getByRole('button', { name: 'Mark complete' }));
    await expect(await within(first).findByRole('alert')).toHaveTextContent(
      'Complete the previous step first',
    );
  },
};

export const ConfirmationDialog: Story = {
  beforeEach: onlyChase,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Call Now/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Call your creditor' });
    await expect(dialog).toHaveTextContent(
      'Would you like to call your creditor to complete Give notice?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const CallFromDetails: Story = {
  beforeEach: onlyChase,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const steps = within(canvas.getByLabelText('Chase steps'));
    // The contact step has no call button; the others have one.
    await userEvent.click(steps.getByRole('button', { name: /Update your contacts/ }));
    const contact = canvas.getByLabelText('Chase: Update your contacts');
    await expect(within(contact).queryByText('Call now')).toBeNull();
    await userEvent.click(steps.getByRole('button', { name: /Second Negotiation/ }));
    const details = canvas.getByLabelText('Chase: Second Negotiation');
    await userEvent.click(within(details).getByRole('button', { name: 'Call now' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Call your creditor' });
    await expect(dialog).toHaveTextContent('to complete Second Negotiation?');
  },
};

export const CallStarting: Story = {
  beforeEach: onlyChase,
  parameters: { scenarios: ['call.slow'] },
  play: async ({ canvasElement }) => {
    const dialog = await callAndConfirm(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /Starting call/ })).toBeDisabled();
    await expect(
      await within(dialog).findByText(
        'Call initiated! You will receive a call shortly.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

export const CallSucceeded: Story = {
  beforeEach: onlyChase,
  play: async ({ canvasElement }) => {
    const dialog = await callAndConfirm(canvasElement);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Call initiated! You will receive a call shortly.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const CallFailedWithDetail: Story = {
  beforeEach: onlyChase,
  parameters: { scenarios: ['call.fail'] },
  play: async ({ canvasElement }) => {
    const dialog = await callAndConfirm(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Calls are temporarily unavailable. Please try again shortly.',
    );
  },
};

export const CallFailed: Story = {
  beforeEach: onlyChase,
  parameters: { scenarios: ['call.fail-bare'] },
  play: async ({ canvasElement }) => {
    const dialog = await callAndConfirm(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error starting call. Please try again.',
    );
  },
};

export const CallWithoutTradeline: Story = {
  parameters: { scenarios: ['tradelines.unnamed'] },
  play: async ({ canvasElement }) => {
    const dialog = await callAndConfirm(canvasElement, 'Unnamed debt');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'User or tradeline not found',
    );
  },
};

/** The unpaid persona (a program, no subscription): the banner, and Call Now explains (issue 22). */
export const CallNeedsSubscription: Story = {
  beforeEach: signedInAs('unpaid'),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Citi');
    await expect(await canvas.findByText('Your subscription has not started')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Call Now: Citi' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Start your subscription to call your creditors',
    });
    await expect(within(dialog).getByRole('link', { name: 'Manage my enrollment' })).toBeVisible();
    await expect(
      body(canvasElement).queryByRole('dialog', { name: 'Call your creditor' }),
    ).toBeNull();
  },
};
