import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { store } from '../../../mocks/store';
import { PERSONAS, type PersonaKey } from '../../../mocks/personas';
import { personaSession, useScenario } from '../../../mocks/test-utils';
import { renderPage } from '../../setup/render-page';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';
import EmailPage from '@/features/email/pages/email-page';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));

const DAY_MS = 86_400_000;
const subscriber = PERSONAS.subscriber.user_id;

function signInAs(key: PersonaKey) {
  saveStoredUser(personaSession(key));
}

/** Moves every summary of the subscriber back by `days`, so the newest is no longer current. */
async function ageSummaries(days: number) {
  await db.summaries.updateMany((q) => q.where({ user_id: subscriber }), {
    data(summary) {
      summary.date_generated = new Date(
        Date.parse(summary.date_generated) - days * DAY_MS,
      ).toISOString();
    },
  });
}

async function openInbox() {
  renderPage(<EmailPage />, '/portal/email');
  await screen.findByText('dana.rivera.relief@inbox.selfsettle.example', {
    selector: 'dd',
  });
}

const summaryCard = () =>
  screen.getByRole('heading', { name: 'Weekly Summary' }).closest('section')!;

describe('EmailPage', () => {
  beforeEach(() => signInAs('subscriber'));

  it('shows the inbox address and the number of emails intercepted', async () => {
    await openInbox();
    const total = screen.getByText('Total emails intercepted').nextElementSibling;
    expect(total).toHaveTextContent('10');
    // The Monday digest links to /portal/email#weekly-summary.
    expect(summaryCard()).toHaveAttribute('id', 'weekly-summary');
  });

  it('lists recent emails with No Subject and Unknown Sender and opens one', async () => {
    const user = userEvent.setup();
    await openInbox();
    const table = screen.getByRole('table', { name: 'Recent Emails' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Subject', 'From']);
    expect(within(table).getByText('No Subject')).toBeInTheDocument();
    // In the From column, and under the subject for a phone (where CSS leaves the column out).
    expect(
      within(table)
        .getAllByText('Unknown Sender')
        .map((node) => node.tagName),
    ).toEqual(['SPAN', 'TD']);

    await user.click(within(table).getByText('A settlement offer for your Discover account'));
    const dialog = await screen.findByRole('dialog', { name: 'Email Details' });
    expect(within(dialog).getByText('offers@discover.example')).toBeInTheDocument();
    expect(within(dialog).getByTestId('email-body')).toHaveTextContent(
      'We can accept a lump sum of $3,420',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows No content available for an email without a body', async () => {
    const user = userEvent.setup();
    useScenario('emails.no-content');
    renderPage(<EmailPage />, '/portal/email');
    const table = await screen.findByRole('table', { name: 'Recent Emails' });
    await user.click(within(table).getByRole('button', { name: /open "No Subject"/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Details' });
    expect(within(dialog).getByText('No content available')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown Sender')).toBeInTheDocument();
  });

  it('renders a hostile body as text: no script, image or javascript: link', async () => {
    const user = userEvent.setup();
    useScenario('emails.hostile');
    renderPage(<EmailPage />, '/portal/email');
    const table = await screen.findByRole('table', { name: 'Recent Emails' });
    // The subject's markup is text too.
    await user.click(within(table).getByText('<b>Urgent</b> payment notice'));
    const dialog = await screen.findByRole('dialog', { name: 'Email Details' });
    const body = within(dialog).getByTestId('email-body');
    expect(body).toHaveTextContent(
      'Your balance is due. Pay now or visit our site (opens in a new tab).',
    );
    expect(dialog.querySelector('script, img, iframe, b, p')).toBeNull();
    const links = within(body).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://bank.example/pay');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect((window as { __hostile?: string }).__hostile).toBeUndefined();
  });

  it('shows the empty state when there are no emails', async () => {
    useScenario('emails.empty');
    renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('No emails found')).toBeInTheDocument();
    expect(screen.getByText('Total emails intercepted').nextElementSibling).toHaveTextContent('0');
  });

  it('shows empty lists when the emails cannot be fetched', async () => {
    useScenario('emails.fail');
    renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('No emails found')).toBeInTheDocument();
  });

  it('says so when the user has no email account', async () => {
    useScenario('email-accounts.empty');
    renderPage(<EmailPage />, '/portal/email');
    expect(
      await screen.findByText('No email account found. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View Details/ })).not.toBeInTheDocument();
  });

  it('shows an account’s details on View Details', async () => {
    const user = userEvent.setup();
    await openInbox();
    await user.click(screen.getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Account Details' });
    expect(within(dialog).getByText('dana.rivera.relief')).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Email inboxes are created automatically when you sign up for programs.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a current summary (fenced JSON) with its notice and no Generate button', async () => {
    await openInbox();
    const card = summaryCard();
    expect(await within(card).findByText('Your summary is current')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Generate New Summary' })).toBeNull();
    expect(within(card).getByText('Priority level')).toBeInTheDocument();
    for (const title of [
      'Frequent senders',
      'Action items',
      'Deadlines',
      'Settlement opportunities',
      'Account updates',
    ]) {
      expect(within(card).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('generates a new summary when the newest is older than 7 days', async () => {
    const user = userEvent.setup();
    await ageSummaries(8);
    await openInbox();
    const card = summaryCard();
    const generate = await within(card).findByRole('button', { name: 'Generate New Summary' });
    expect(within(card).queryByText('Your summary is current')).toBeNull();
    await user.click(generate);
    expect(await within(card).findByText('Your summary is current')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Generate New Summary' })).toBeNull();
    // The aged three are now all older ones.
    const older = within(card).getByRole('heading', { name: 'Previous Summaries' }).parentElement!;
    expect(within(older).getAllByRole('button')).toHaveLength(3);
  });

  it('shows Generating... while a summary is made', async () => {
    const user = userEvent.setup();
    await ageSummaries(8);
    useScenario('summarize.pending');
    await openInbox();
    await user.click(await screen.findByRole('button', { name: 'Generate New Summary' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
  });

  it.each([
    [
      'summarize.refused',
      'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.',
    ],
    [
      'summarize.rate-limited',
      "You have reached today's limit of 10 summaries. Please try again tomorrow.",
    ],
    ['summarize.fail', 'The summary service could not be reached. Please try again.'],
  ] as const)('clears the summary when generation fails (%s)', async (scenario, detail) => {
    const user = userEvent.setup();
    await ageSummaries(8);
    useScenario(scenario);
    await openInbox();
    const card = summaryCard();
    await user.click(await within(card).findByRole('button', { name: 'Generate New Summary' }));
    expect(await within(card).findByText(detail)).toBeInTheDocument();
    expect(within(card).getByText('No summary available')).toBeInTheDocument();
    expect(within(card).queryByText('Priority level')).toBeNull();
  });

  it('shows the parse error for unparsable content and No summary available for none', async () => {
    useScenario('summary.unparsable');
    const { unmount } = renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('Error parsing summary content')).toBeInTheDocument();
    unmount();
    useScenario('summary.none');
    renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('No summary available')).toBeInTheDocument();
  });

  it('lists older summaries without the newest, each with up to 3 key actions', async () => {
    const user = userEvent.setup();
    await openInbox();
    const card = summaryCard();
    const older = within(card).getByRole('heading', { name: 'Previous Summaries' }).parentElement!;
    const triggers = await within(older).findAllByRole('button');
    expect(triggers).toHaveLength(2);
    await user.click(triggers[0]!);
    expect(await within(older).findByText('Key actions')).toBeVisible();
    expect(within(older).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
  });
});

describe('EmailPage without email deflection', () => {
  it('shows a notice to the newcomer (no program) and fetches no inbox', async () => {
    signInAs('newcomer');
    renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('Email deflection is off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage my enrollment' })).toHaveAttribute(
      'href',
      '/portal/manage-enrollment',
    );
    expect(screen.queryByRole('heading', { name: 'Weekly Summary' })).toBeNull();
  });

  it('shows the notice when the program has email_opt_in off', async () => {
    signInAs('subscriber');
    useScenario('program.email-off');
    renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('Email deflection is off')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the program cannot be loaded', async () => {
    signInAs('subscriber');
    useScenario('enrollment.load.fail');
    renderPage(<EmailPage />, '/portal/email');
    expect(await screen.findByText('Could not check your program')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('EmailPage without a subscription (issue 22)', () => {
  beforeEach(() => signInAs('unpaid'));

  it('explains Generate New Summary with a link to Manage my enrollment instead of failing', async () => {
    const user = userEvent.setup();
    renderPage(<EmailPage />, '/portal/email');
    await screen.findByText('riley.chen.relief@inbox.selfsettle.example', { selector: 'dd' });
    const card = summaryCard();
    await user.click(await within(card).findByRole('button', { name: 'Generate New Summary' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Start your subscription to generate email summaries',
    });
    expect(dialog).toHaveTextContent('An active subscription is required for this feature.');
    expect(within(dialog).getByRole('link', { name: 'Manage my enrollment' })).toHaveAttribute(
      'href',
      '/portal/manage-enrollment',
    );
    // Nothing was requested: no error, and still no summary.
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByText('No summary available')).toBeInTheDocument();
    expect(await store.summaries.count({ user_id: PERSONAS.unpaid.user_id })).toBe(0);
  });
});
