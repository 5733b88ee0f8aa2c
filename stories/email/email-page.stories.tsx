import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { personaSession } from '../../mocks/seed';
import EmailPage from '@/features/email/pages/email-page';
import { configureHttp } from '@/shared/api/http';
import { clearOnLogout, currentToken, saveStoredUser } from '@/shared/session';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - EmailDetailsModal (src/features/email/ui/email-details-modal.tsx): an email's details, with and without content
 * - EntitlementExplanation (src/features/enrollment/ui/entitlement-explanation.tsx): Generate New Summary without a subscription
 */

const meta = {
  title: 'Email/Email page',
  component: EmailPage,
  parameters: { layout: 'padded', route: '/portal/email' },
  beforeEach: () => {
    // The app's session bridge does this; a story renders the page alone.
    configureHttp({ getToken: currentToken });
    saveStoredUser(personaSession('subscriber'));
    return () => clearOnLogout();
  },
} satisfies Meta<typeof EmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const ADDRESS = 'dana.rivera.relief@inbox.selfsettle.example';
const page = (canvasElement: HTMLElement) => within(canvasElement);
/** Dialogs render in a portal on document.body. */
const body = () => within(document.body);
const summaryCard = async (canvas: Canvas) =>
  within((await canvas.findByRole('heading', { name: 'Weekly Summary' })).closest('section')!);

/** The subscriber's inbox with a current summary (its content came wrapped in a code fence). */
export const CurrentSummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText(ADDRESS, { selector: 'dd' })).toBeInTheDocument();
    const card = await summaryCard(canvas);
    await expect(await card.findByText('Your summary is current')).toBeInTheDocument();
    await expect(card.queryByRole('button', { name: 'Generate New Summary' })).toBeNull();
    await expect(card.getByRole('heading', { name: 'Settlement opportunities' })).toBeVisible();
  },
};

export const StaleSummary: Story = {
  parameters: { scenarios: ['summary.stale'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await expect(
      await card.findByRole('button', { name: 'Generate New Summary' }),
    ).toBeInTheDocument();
    await expect(card.queryByText('Your summary is current')).toBeNull();
  },
};

export const Generating: Story = {
  parameters: { scenarios: ['summary.stale', 'summarize.pending'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: 'Generate New Summary' }));
    await expect(await card.findByRole('button', { name: 'Generating...' })).toBeDisabled();
  },
};

export const GenerationRefused: Story = {
  parameters: { scenarios: ['summary.stale', 'summarize.refused'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: 'Generate New Summary' }));
    await expect(
      await card.findByText(
        'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.',
      ),
    ).toBeInTheDocument();
    await expect(card.getByText('No summary available')).toBeInTheDocument();
  },
};

/** The server refuses for want of a subscription (a subscription that ended meanwhile). */
export const GenerationUnsubscribed: Story = {
  parameters: { scenarios: ['summary.stale', 'summarize.unsubscribed'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: 'Generate New Summary' }));
    await expect(
      await card.findByText('An active subscription is required for this feature.'),
    ).toBeInTheDocument();
  },
};

/** The unpaid persona: Generate New Summary explains instead of failing (issue 22). */
export const GenerateNeedsSubscription: Story = {
  beforeEach: () => {
    saveStoredUser(personaSession('unpaid'));
  },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: 'Generate New Summary' }));
    const dialog = await body().findByRole('dialog', {
      name: 'Start your subscription to generate email summaries',
    });
    await expect(within(dialog).getByRole('link', { name: 'Manage my enrollment' })).toBeVisible();
    await expect(card.queryByRole('alert')).toBeNull();
  },
};

export const GenerationRateLimited: Story = {
  parameters: { scenarios: ['summary.stale', 'summarize.rate-limited'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await userEvent.click(await card.findByRole('button', { name: 'Generate New Summary' }));
    await expect(
      await card.findByText(
        "You have reached today's limit of 10 summaries. Please try again tomorrow.",
      ),
    ).toBeInTheDocument();
    await expect(card.getByText('No summary available')).toBeInTheDocument();
  },
};

export const ParseError: Story = {
  parameters: { scenarios: ['summary.unparsable'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await expect(await card.findByText('Error parsing summary content')).toBeInTheDocument();
  },
};

export const NoSummary: Story = {
  parameters: { scenarios: ['summary.none', 'summaries.empty'] },
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    await expect(await card.findByText('No summary available')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Generate New Summary' })).toBeEnabled();
    await expect(card.getByText('No previous summaries yet.')).toBeInTheDocument();
  },
};

export const OlderSummaryOpen: Story = {
  play: async ({ canvasElement }) => {
    const card = await summaryCard(page(canvasElement));
    const older = within(
      (await card.findByRole('heading', { name: 'Previous Summaries' })).parentElement!,
    );
    const [first] = await older.findAllByRole('button');
    await userEvent.click(first!);
    await expect(await older.findByText('Key actions')).toBeVisible();
  },
};

export const EmptyInbox: Story = {
  parameters: { scenarios: ['emails.empty'] },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No emails found')).toBeInTheDocument();
  },
};

/** A failed fetch of the emails shows the empty list rather than an error. */
export const EmailsFailed: Story = {
  parameters: { scenarios: ['emails.fail'] },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No emails found')).toBeInTheDocument();
  },
};

export const EmailsLoading: Story = {
  parameters: { scenarios: ['emails.loading'] },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Loading recent emails')).toBeInTheDocument();
  },
};

export const NoAccount: Story = {
  parameters: { scenarios: ['email-accounts.empty'] },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('No email account found. Please contact support.'),
    ).toBeInTheDocument();
  },
};

export const AccountDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /View Details/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Email Account Details' }));
    await expect(dialog.getByText('dana.rivera.relief')).toBeInTheDocument();
    await expect(dialog.getByText('Active')).toBeInTheDocument();
  },
};

export const EmailDetails: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await page(canvasElement).findByRole('table', { name: 'Recent Emails' }));
    await userEvent.click(table.getByText('A settlement offer for your Discover account'));
    const dialog = within(await body().findByRole('dialog', { name: 'Email Details' }));
    await expect(dialog.getByText('offers@discover.example')).toBeInTheDocument();
    await expect(dialog.getByTestId('email-body')).toHaveTextContent('lump sum of $3,420');
  },
};

export const EmailDetailsWithoutContent: Story = {
  parameters: { scenarios: ['emails.no-content'] },
  play: async ({ canvasElement }) => {
    const table = within(await page(canvasElement).findByRole('table', { name: 'Recent Emails' }));
    await userEvent.click(table.getByRole('button', { name: /open "No Subject"/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Email Details' }));
    await expect(dialog.getByText('No content available')).toBeInTheDocument();
    await expect(dialog.getByText('Unknown Sender')).toBeInTheDocument();
  },
};

/** A body with a script, an onerror image and a javascript: link shows as plain text. */
export const HostileEmail: Story = {
  parameters: { scenarios: ['emails.hostile'] },
  play: async ({ canvasElement }) => {
    const table = within(await page(canvasElement).findByRole('table', { name: 'Recent Emails' }));
    await userEvent.click(table.getByText('<b>Urgent</b> payment notice'));
    const dialog = await body().findByRole('dialog', { name: 'Email Details' });
    const content = within(dialog).getByTestId('email-body');
    await expect(content).toHaveTextContent('Your balance is due. Pay now or visit our site');
    await expect(dialog.querySelector('script, img, iframe')).toBeNull();
    await expect(within(content).getAllByRole('link')).toHaveLength(1);
    await waitFor(() => expect((window as { __hostile?: string }).__hostile).toBeUndefined());
  },
};

/** A sender whose SPF and DKIM checks failed is labelled, in the list and in the details. */
export const UnverifiedSender: Story = {
  parameters: { scenarios: ['emails.unverified-sender'] },
  play: async ({ canvasElement }) => {
    const table = within(await page(canvasElement).findByRole('table', { name: 'Recent Emails' }));
    await expect(await table.findAllByText('Unverified sender')).not.toHaveLength(0);
    await userEvent.click(
      table.getByRole('button', {
        name: /from Discover Card <offers@discover.example> \(Unverified sender\)/,
      }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Email Details' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('may not be from who it says');
  },
};

export const EmailDeflectionOff: Story = {
  parameters: { scenarios: ['program.email-off'] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Email deflection is off')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage my enrollment' })).toBeInTheDocument();
  },
};

/** The newcomer has no program at all: the same notice. */
export const NoProgram: Story = {
  beforeEach: () => {
    saveStoredUser(personaSession('newcomer'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('Email deflection is off'),
    ).toBeInTheDocument();
  },
};

export const ProgramLoadFailed: Story = {
  parameters: { scenarios: ['enrollment.load.fail'] },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('Could not check your program'),
    ).toBeInTheDocument();
  },
};
