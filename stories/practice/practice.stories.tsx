import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PracticePage from '@/features/practice/pages/practice-page';
import { activateScenarios } from '../../mocks/scenarios';
import { fill, fromSeedSignedInAs } from '../portal/support';

/**
 * The practice negotiation page (issue 26): set-up, a session under way, an agreement with its
 * tips, no deal, the free session used, and each error. Every story starts from the seed.
 */
const meta = {
  title: 'Practice/Practice a negotiation',
  render: () => <PracticePage />,
  parameters: { route: '/portal/practice' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function setUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Set up your practice' }, { timeout: 3000 });
  return canvas;
}

/** Starts a session on the sample $5,000 debt at the given difficulty. */
async function start(canvasElement: HTMLElement, difficulty = 'Easy') {
  const canvas = await setUp(canvasElement);
  await userEvent.selectOptions(
    canvas.getByLabelText('Debt'),
    canvas.getByRole('option', { name: /Sample credit card/ }),
  );
  await userEvent.click(canvas.getByRole('radio', { name: difficulty }));
  await userEvent.click(canvas.getByRole('button', { name: 'Start practice' }));
  await canvas.findByRole('log', { name: 'Conversation' }, { timeout: 3000 });
  return canvas;
}

async function offer(canvas: ReturnType<typeof within>, amount: number) {
  await fill(canvas.getByLabelText('Your offer'), String(amount));
  await userEvent.click(canvas.getByRole('button', { name: 'Make offer' }));
}

export const SetUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Practice a negotiation' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Difficulty' })).toBeVisible();
    for (const level of ['Easy', 'Medium', 'Hard']) {
      await expect(canvas.getByRole('radio', { name: level })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Start practice' })).toBeEnabled();
  },
};

export const SetUpChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    // The goal follows the chosen debt: 45% of the sample's $5,000.
    await userEvent.selectOptions(
      canvas.getByLabelText('Debt'),
      canvas.getByRole('option', { name: /Sample credit card/ }),
    );
    await expect(canvas.getByLabelText('Your goal')).toHaveValue(2250);
    await fill(canvas.getByLabelText('Your walk-away maximum'), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Start practice' }));
    await expect(
      await canvas.findByText('Your walk-away maximum cannot be less than your goal.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Your walk-away maximum')).toHaveValue(2000);
  },
};

/** Who holds it starts from the debt's details: a recorded collector, else the card issuer. */
export const SetUpHolderFromDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    const debt = canvas.getByLabelText('Debt');
    // The settled Discover debt is not offered: nothing is left to negotiate on it.
    await expect(canvas.queryByRole('option', { name: /^Discover/ })).toBeNull();
    await userEvent.selectOptions(debt, canvas.getByRole('option', { name: /^Capital One/ }));
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Collection agency' })).toBeChecked(),
    );
    await userEvent.selectOptions(debt, canvas.getByRole('option', { name: /^Chase/ }));
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Original creditor' })).toBeChecked(),
    );
    // A holder the user chooses stays chosen when the debt changes.
    await userEvent.click(canvas.getByRole('radio', { name: 'Debt buyer' }));
    await userEvent.selectOptions(debt, canvas.getByRole('option', { name: /^Capital One/ }));
    await expect(canvas.getByRole('radio', { name: 'Debt buyer' })).toBeChecked();
  },
};

/** Without a subscription the set-up says, before the start, that one session is free. */
export const SetUpFreeSession: Story = {
  beforeEach: fromSeedSignedInAs('newcomer'),
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    const note = await canvas.findByRole('status', {}, { timeout: 3000 });
    await expect(note).toHaveTextContent('Practice without a subscription');
    await expect(note).toHaveTextContent('one practice session is free, and this will be it');
    await expect(within(note).getByRole('link', { name: 'Manage my enrollment' })).toBeVisible();
  },
};

/** The user's own words: an offer the agent answers, and words it cannot follow (no move used). */
export const OwnWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement, 'Medium');
    const words = canvas.getByLabelText('Or in your own words');
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await fill(words, 'purple monkey dishwasher');
    await userEvent.click(canvas.getByRole('button', { name: 'Say it' }));
    await waitFor(() => expect(log).toHaveTextContent('You could say:'));
    await expect(canvas.getByText('Moves left: 30')).toBeVisible();
    await fill(words, 'I can offer $1,500');
    await userEvent.click(canvas.getByRole('button', { name: 'Say it' }));
    await waitFor(() => expect(canvas.getByText('Moves left: 29')).toBeVisible());
    await expect(log).toHaveTextContent('I can offer $1,500');
  },
};

export const UnderWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement, 'Medium');
    await userEvent.click(canvas.getByRole('button', { name: 'Explain a hardship' }));
    await offer(canvas, 1500);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() =>
      expect(log).toHaveTextContent('I can offer $1,500 to settle this account.'),
    );
    await expect(within(log).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByRole('button', { name: /^Accept \$/ })).toBeVisible();
  },
};

export const Agreement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement, 'Easy');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for the agreement in writing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask how it will be reported' }));
    await offer(canvas, 1500);
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Accept \$/ })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Accept \$/ }));
    await expect(
      await canvas.findByRole('heading', { name: /^Settled at \$[\d,]+ \(\d+% of the balance\)$/ }),
    ).toBeVisible();
    const tips = canvas.getByRole('heading', { name: 'Post-session tips' }).closest('section')!;
    const links = within(tips).getAllByRole('link', { name: /^How to negotiate: / });
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link.getAttribute('href')).toMatch(/^\/portal\/take-action\/negotiate#/);
    }
    await expect(canvas.getByRole('button', { name: 'Practice again' })).toBeVisible();
  },
};

export const NoDeal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement, 'Hard');
    await userEvent.click(canvas.getByRole('button', { name: 'End the call' }));
    await expect(await canvas.findByRole('heading', { name: 'No deal' })).toBeVisible();
    const tips = canvas.getByRole('heading', { name: 'Post-session tips' }).closest('section')!;
    await expect(tips).toHaveTextContent('Put a number on the table');
  },
};

export const FreeSessionUsed: Story = {
  parameters: { scenarios: ['practice.free-used'] },
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start practice' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your free practice session is used');
    await expect(within(alert).getByRole('link', { name: 'Manage my enrollment' })).toHaveAttribute(
      'href',
      '/portal/manage-enrollment',
    );
  },
};

/** A start refused or failed: the message shows and the set-up stays as it was. */
const startError = (scenario: string, text: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Hard' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start practice' }));
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Hard' })).toBeChecked();
  },
});

export const DebtSettled = startError(
  'practice.debt-settled',
  'This debt is settled, so there is nothing left to negotiate. Choose another debt or the sample debt.',
);
export const DailyLimitReached = startError(
  'practice.daily-limit',
  "You have reached today's limit of 30 practice sessions. Please try again tomorrow.",
);
export const StartRefused = startError(
  'practice.start-invalid',
  'Your walk-away maximum cannot be less than your goal.',
);
export const StartFails = startError(
  'practice.start-fail',
  'Could not start the practice session. Please try again.',
);

export const Starting: Story = {
  parameters: { scenarios: ['practice.start-pending'] },
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start practice' }));
    await expect(await canvas.findByRole('button', { name: 'Starting...' })).toBeDisabled();
  },
};

/** A move refused or failed: the message shows and the typed offer stays. */
const moveError = (scenario: string, text: string): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    activateScenarios([scenario]);
    await offer(canvas, 1700);
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.getByLabelText('Your offer')).toHaveValue(1700);
  },
});

export const MoveFails = moveError(
  'practice.move-fail',
  'Your move did not go through. Please try again.',
);
export const MoveAfterTheEnd = moveError('practice.move-ended', 'This practice session has ended.');
export const MoveClash = moveError(
  'practice.move-clash',
  'Another move was played on this session at the same time. Reload the session and try again.',
);

export const SessionFails: Story = {
  parameters: {
    route: '/portal/practice?session=5eed0f0000000000000000aa',
    scenarios: ['practice.session-fail'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Could not load this practice session. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const HistoryFails: Story = {
  parameters: { scenarios: ['practice.list-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Could not load your practice sessions. Please try again.'),
    ).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  parameters: { scenarios: ['practice.list-loading'] },
  play: async ({ canvasElement }) => {
    const canvas = await setUp(canvasElement);
    await expect(canvas.getByText('Loading your practice sessions')).toBeInTheDocument();
  },
};

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept $5,000' }));
    await canvas.findByRole('heading', { name: 'Settled at $5,000 (100% of the balance)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Practice again' }));
    const list = await canvas.findByRole('heading', { name: 'Your practice sessions' });
    const box = list.closest('section')!;
    await waitFor(() => expect(box).toHaveTextContent('Settled at $5,000 (100% of the balance)'));
    await userEvent.click(within(box).getByRole('button', { name: /^View/ }));
    await expect(await canvas.findByRole('heading', { name: 'Transcript' })).toBeVisible();
  },
};

/** The history reads 20 sessions, then 20 more at 'Show more' (the contract's limit). */
async function historyBox(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole(
    'heading',
    { name: 'Your practice sessions' },
    { timeout: 10_000 },
  );
  const box = within(heading.closest('section')!);
  await waitFor(() => expect(box.getAllByRole('listitem')).toHaveLength(count), {
    timeout: 10_000,
  });
  return box;
}

export const HistoryShowMore: Story = {
  parameters: { scenarios: ['practice.many'] },
  play: async ({ canvasElement }) => {
    const box = await historyBox(canvasElement, 20);
    await userEvent.click(box.getByRole('button', { name: 'Show more practice sessions' }));
    await historyBox(canvasElement, 40);
  },
};

/** 'Show more' fails: the sessions shown stay, with the reason and a retry. */
export const HistoryShowMoreFails: Story = {
  parameters: { scenarios: ['practice.more-fail'] },
  play: async ({ canvasElement }) => {
    const box = await historyBox(canvasElement, 20);
    await userEvent.click(box.getByRole('button', { name: 'Show more practice sessions' }));
    await expect(
      await box.findByText(
        'More practice sessions could not be loaded. The 20 shown are still here.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await historyBox(canvasElement, 20);
  },
};
