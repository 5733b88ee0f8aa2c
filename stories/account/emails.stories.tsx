import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  emailChangeEmail,
  emailChangedNotice,
  passwordChangedNotice,
  pastDueAlertEmail,
  resetPasswordEmail,
  stepReminderEmail,
  verifyEmailEmail,
  weeklyDigestEmail,
  type Email,
} from '@/features/account/model/emails';

/**
 * Every email the app sends (issue 29), previewed from the one place their texts live: the HTML
 * version as a mail client shows it, and the plain text beside it.
 */
const ORIGIN = 'https://app.selfsettle.example';
const LINK = `${ORIGIN}/reset-password#token=${'ab'.repeat(32)}`;

/** What a mail client shows of the HTML version: the inside of its body. */
const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;

function EmailPreview({ email }: { email: Email }) {
  return (
    <article aria-label={email.subject} style={{ display: 'grid', gap: 16 }}>
      <header>
        <div>
          <strong>To:</strong> {email.to}
        </div>
        <div>
          <strong>Subject:</strong> {email.subject}
        </div>
        {Object.entries(email.headers ?? {}).map(([name, value]) => (
          <div key={name}>
            <strong>{name}:</strong> {value}
          </div>
        ))}
      </header>
      <section
        aria-label="HTML version"
        style={{ padding: 16, border: '1px solid #ccc' }}
        // The app's own markup, every text in it escaped (model/emails.ts).
        dangerouslySetInnerHTML={{ __html: bodyOf(email.html) }}
      />
      <pre style={{ whiteSpace: 'pre-wrap' }}>{email.text}</pre>
    </article>
  );
}

const meta = {
  title: 'Account/Emails',
  component: EmailPreview,
} satisfies Meta<typeof EmailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsLink =
  (email: Email, link: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^To:/).parentElement).toHaveTextContent(email.to);
    await expect(canvas.getByText(new RegExp(link.replace(/[.?#]/g, '\\$&')))).toBeInTheDocument();
    await expect(email.html).toContain(`href="${link}"`);
  };

const reset = resetPasswordEmail('demo@example.com', LINK);
export const ResetPassword: Story = { args: { email: reset }, play: showsLink(reset, LINK) };

const verifyLink = `${ORIGIN}/verify-email#token=${'cd'.repeat(32)}`;
const verify = verifyEmailEmail('demo@example.com', verifyLink);
export const VerifyEmail: Story = { args: { email: verify }, play: showsLink(verify, verifyLink) };

const changeLink = `${ORIGIN}/confirm-email#token=${'ef'.repeat(32)}`;
const change = emailChangeEmail('new.address@example.com', changeLink);
export const ConfirmNewEmail: Story = {
  args: { email: change },
  play: showsLink(change, changeLink),
};

const changed = emailChangedNotice('demo@example.com', 'new.address@example.com', ORIGIN);
export const EmailChangedNotice: Story = {
  args: { email: changed },
  play: showsLink(changed, `${ORIGIN}/forgot-password`),
};

const password = passwordChangedNotice('demo@example.com', ORIGIN);
export const PasswordChangedNotice: Story = {
  args: { email: password },
  play: showsLink(password, `${ORIGIN}/forgot-password`),
};

const workspace = `${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000001`;
const reminder = stepReminderEmail(
  'demo@example.com',
  { debt: 'Capital One', step: 'Give notice', date: '2026-12-03' },
  {
    debt: workspace,
    settings: `${ORIGIN}/portal/account`,
    oneClick: `${ORIGIN}/api/user/unsubscribe/${'ab'.repeat(32)}`,
  },
);
export const StepReminder: Story = {
  args: { email: reminder },
  play: async (context) => {
    await showsLink(reminder, workspace)!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('List-Unsubscribe-Post:').parentElement).toHaveTextContent(
      'List-Unsubscribe=One-Click',
    );
    await expect(
      canvas.getByRole('link', { name: 'Turn them off in Account settings' }),
    ).toHaveAttribute('href', `${ORIGIN}/portal/account`);
  },
};

const oneClick = (kind: string) => `${ORIGIN}/api/user/unsubscribe/${kind.repeat(32)}`;

const pastDue = pastDueAlertEmail(
  'demo@example.com',
  { debt: 'Capital One', step: 'Update your contacts', date: '2026-11-29' },
  { debt: workspace, settings: `${ORIGIN}/portal/account`, oneClick: oneClick('cd') },
);
export const PastDueReminder: Story = {
  args: { email: pastDue },
  play: async (context) => {
    await showsLink(pastDue, workspace)!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('List-Unsubscribe:').parentElement).toHaveTextContent(
      'Unsubscribe%20from%20past-due%20alerts',
    );
    await expect(
      canvas.getByRole('link', { name: 'Turn them off in Account settings' }),
    ).toHaveAttribute('href', `${ORIGIN}/portal/account`);
  },
};

const chase = `${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000002`;
const digest = weeklyDigestEmail(
  'demo@example.com',
  {
    monday: '2026-11-30',
    sunday: '2026-12-06',
    week: [
      { debt: 'Capital One', step: 'Give notice', date: '2026-12-01', link: workspace },
      { debt: 'Chase', step: 'First Negotiation', date: '2026-12-04', link: chase },
    ],
    pastDue: [{ debt: 'Chase', step: 'Update your contacts', date: '2026-11-20', link: chase }],
  },
  {
    settings: `${ORIGIN}/portal/account`,
    oneClick: oneClick('ef'),
    summary: `${ORIGIN}/portal/email`,
  },
);
/** The Monday digest of a user with the inbox: the week, the past-due step, the summary. */
export const WeeklyDigest: Story = {
  args: { email: digest },
  play: async (context) => {
    await showsLink(digest, `${ORIGIN}/portal/email`)!(context);
    const canvas = within(context.canvasElement);
    const html = within(canvas.getByRole('region', { name: 'HTML version' }));
    await expect(html.getAllByRole('list')).toHaveLength(2);
    await expect(html.getAllByRole('link', { name: 'Chase' })).toHaveLength(2);
    await expect(html.getByRole('link', { name: 'Read your weekly summary' })).toHaveAttribute(
      'href',
      `${ORIGIN}/portal/email`,
    );
    await expect(
      canvas.getByRole('link', { name: 'Turn it off in Account settings' }),
    ).toHaveAttribute('href', `${ORIGIN}/portal/account`);
  },
};

const pastDueOnly = weeklyDigestEmail(
  'demo@example.com',
  {
    monday: '2026-12-07',
    sunday: '2026-12-13',
    week: [],
    pastDue: [{ debt: 'Chase', step: 'Update your contacts', date: '2026-11-20', link: chase }],
  },
  { settings: `${ORIGIN}/portal/account`, oneClick: oneClick('ef') },
);
/** A digest with no step this week, only a past-due one, for a user without the inbox. */
export const WeeklyDigestPastDueOnly: Story = {
  args: { email: pastDueOnly },
  play: async (context) => {
    await showsLink(pastDueOnly, chase)!(context);
    const canvas = within(context.canvasElement);
    const html = within(canvas.getByRole('region', { name: 'HTML version' }));
    await expect(html.getByText(/no step is due this week\./)).toBeInTheDocument();
    await expect(html.queryByRole('link', { name: 'Read your weekly summary' })).toBeNull();
  },
};
