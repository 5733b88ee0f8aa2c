/**
 * Every email the app sends, in one place (issue 29): a plain-text and a simple HTML version of
 * each, built from the same lines. Storybook previews them (stories/account/emails.stories.tsx).
 * Links are absolute (`origin` is the app's address).
 */
import { SUPPORT_EMAIL } from '@/shared/config/brand';
import { formatCalendarDate } from '@/shared/lib/dates';

/** One message ready for the mailer; `headers` are extra ones (List-Unsubscribe). */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** How long a link in an email stays valid: 30 minutes. */
export const LINK_LIFETIME_MINUTES = 30;

export const PRODUCT_NAME = 'SelfSettle';

type Part = string | { link: string; label: string };
/** A paragraph: its parts, or a list (`items`, each a line of parts). */
type Paragraph = Part[] | { items: Part[][] };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Paragraphs into the two versions. */
function compose(to: string, subject: string, paragraphs: Paragraph[], footer?: Part[]): Email {
  const textOf = (parts: Part[]) =>
    parts.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)).join('');
  const htmlOf = (parts: Part[]) =>
    parts
      .map((part) =>
        typeof part === 'string'
          ? escapeHtml(part)
          : `<a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a>`,
      )
      .join('');
  const textBlock = (paragraph: Paragraph) =>
    'items' in paragraph
      ? paragraph.items.map((item) => `- ${textOf(item)}`).join('\n')
      : textOf(paragraph);
  const htmlBlock = (paragraph: Paragraph) =>
    'items' in paragraph
      ? `<ul>${paragraph.items.map((item) => `<li>${htmlOf(item)}</li>`).join('')}</ul>`
      : `<p>${htmlOf(paragraph)}</p>`;
  const all = footer ? [...paragraphs, footer] : paragraphs;
  const text = `${all.map(textBlock).join('\n\n')}\n\n— ${PRODUCT_NAME}\n`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">` +
    paragraphs.map(htmlBlock).join('') +
    `<p>— ${PRODUCT_NAME}</p>` +
    (footer ? `<p style="font-size:12px;color:#555">${htmlOf(footer)}</p>` : '') +
    `</body></html>`;
  return { to, subject, text, html };
}

export const RESET_SUBJECT = `Reset your ${PRODUCT_NAME} password`;

export function resetPasswordEmail(to: string, link: string): Email {
  return compose(to, RESET_SUBJECT, [
    ['Someone (we hope you) asked to reset the password of your account.'],
    [{ link, label: 'Reset your password' }],
    [
      `The link works once, for ${LINK_LIFETIME_MINUTES} minutes. Using it signs you out everywhere else. `,
      'If you did not ask for it, ignore this email: your password stays as it is.',
    ],
  ]);
}

export const VERIFY_SUBJECT = `Confirm your email for ${PRODUCT_NAME}`;

export function verifyEmailEmail(to: string, link: string): Email {
  return compose(to, VERIFY_SUBJECT, [
    [
      'Please confirm that this is your email address, so we can send you reminders and reset links.',
    ],
    [{ link, label: 'Confirm my email' }],
    [
      `The link works once, for ${LINK_LIFETIME_MINUTES} minutes. You can ask for a new one in the portal.`,
    ],
  ]);
}

export const EMAIL_CHANGE_SUBJECT = `Confirm your new email for ${PRODUCT_NAME}`;

export function emailChangeEmail(to: string, link: string): Email {
  return compose(to, EMAIL_CHANGE_SUBJECT, [
    [`Your ${PRODUCT_NAME} account asked to use this address from now on.`],
    [{ link, label: 'Confirm the new email' }],
    [
      `The link works once, for ${LINK_LIFETIME_MINUTES} minutes. Until you confirm, the account keeps its old address. `,
      'If you did not ask for this, ignore this email.',
    ],
  ]);
}

export const EMAIL_CHANGED_SUBJECT = `Your ${PRODUCT_NAME} email was changed`;

/** To the old address once the change is confirmed. */
export function emailChangedNotice(to: string, newEmail: string, origin: string): Email {
  return compose(to, EMAIL_CHANGED_SUBJECT, [
    [
      `The email of your ${PRODUCT_NAME} account is now ${newEmail}. This address gets no more mail from us.`,
    ],
    [
      'If you did not make this change, reset your password at once and contact us: ',
      { link: `${origin}/forgot-password`, label: 'Reset your password' },
    ],
  ]);
}

export const PASSWORD_CHANGED_SUBJECT = `Your ${PRODUCT_NAME} password was changed`;

export function passwordChangedNotice(to: string, origin: string): Email {
  return compose(to, PASSWORD_CHANGED_SUBJECT, [
    ['The password of your account was just changed, and your other sessions were signed out.'],
    [
      'If this was not you, reset your password now: ',
      { link: `${origin}/forgot-password`, label: 'Reset your password' },
    ],
  ]);
}

/** A step of a reminder: the debt's name, the step's label, its date `YYYY-MM-DD`. */
export interface StepReminder {
  debt: string;
  step: string;
  date: string;
}

/** The links of every reminder: Account settings and the one-click unsubscribe link. */
export interface ReminderLinks {
  settings: string;
  oneClick: string;
}

/** What each kind of reminder is called where its emails name it. */
const UNSUBSCRIBE_NAMES = {
  step: 'step reminders',
  pastDue: 'past-due alerts',
  digest: 'the weekly digest',
} as const;
type ReminderName = keyof typeof UNSUBSCRIBE_NAMES;

/** The mailto of List-Unsubscribe: support turns that kind of reminder off by hand. */
export const unsubscribeMailto = (name: ReminderName) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Unsubscribe from ${UNSUBSCRIBE_NAMES[name]}`)}`;

/** The step reminders' mailto. */
export const UNSUBSCRIBE_MAILTO = unsubscribeMailto('step');

/**
 * Every reminder's footer and headers: why it came and how to stop it. `List-Unsubscribe`
 * carries a mailto and the https one-click link, with `List-Unsubscribe-Post` (RFC 8058): a
 * mail client's 'Unsubscribe' turns this kind of reminder off with one POST.
 */
function reminder(
  to: string,
  subject: string,
  paragraphs: Paragraph[],
  name: ReminderName,
  links: ReminderLinks,
): Email {
  const footer: Part[] =
    name === 'digest'
      ? [
          'You get this email because the weekly digest is on. ',
          { link: links.settings, label: 'Turn it off in Account settings' },
        ]
      : [
          `You get this email because ${UNSUBSCRIBE_NAMES[name]} are on. `,
          { link: links.settings, label: 'Turn them off in Account settings' },
        ];
  return {
    ...compose(to, subject, paragraphs, footer),
    headers: {
      'List-Unsubscribe': `<${unsubscribeMailto(name)}>, <${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The links of a step's reminder: a reminder's, and the debt's workspace. */
export type StepReminderLinks = ReminderLinks & { debt: string };

/**
 * A step's reminder, the day before it or the day after it passed still pending: what it says of
 * the step, a link to the debt's workspace, then what to do.
 */
function stepEmail(
  to: string,
  name: 'step' | 'pastDue',
  subject: string,
  step: StepReminder,
  links: StepReminderLinks,
  [said, next]: [string, string],
): Email {
  const open: Part = { link: links.debt, label: `Open ${step.debt}` };
  return reminder(to, subject, [[said], [open], [next]], name, links);
}

export const stepReminderSubject = ({ debt, step }: StepReminder) =>
  `Tomorrow: ${step} for ${debt}`;

/** The day before a step: what is due, a link to the debt's workspace, how to stop these emails. */
export function stepReminderEmail(to: string, step: StepReminder, links: StepReminderLinks): Email {
  return stepEmail(to, 'step', stepReminderSubject(step), step, links, [
    `A step of your plan is due tomorrow, ${formatCalendarDate(step.date)}: ${step.step} for ${step.debt}.`,
    'Once it is done, mark it complete on your timeline, so the next steps stay on track.',
  ]);
}

export const pastDueSubject = ({ debt, step }: StepReminder) => `Past due: ${step} for ${debt}`;

/** The day after a step's date, still pending: what is past due, a link to the debt's workspace. */
export function pastDueAlertEmail(to: string, step: StepReminder, links: StepReminderLinks): Email {
  return stepEmail(to, 'pastDue', pastDueSubject(step), step, links, [
    `A step of your plan is past due: ${step.step} for ${step.debt} was due ${formatCalendarDate(step.date)} and is not marked complete.`,
    'If you have done it, mark it complete on your timeline. If not, the settlement workspace shows where this debt stands.',
  ]);
}

/** A line of the digest: a step and its debt's workspace. */
export interface DigestStep extends StepReminder {
  link: string;
}

/** The Monday digest: the week (`monday` to `sunday`), its steps and the past-due ones. */
export interface WeeklyDigest {
  monday: string;
  sunday: string;
  week: DigestStep[];
  pastDue: DigestStep[];
}

export const digestSubject = ({ monday }: Pick<WeeklyDigest, 'monday'>) =>
  `Your week from ${formatCalendarDate(monday)}`;

/**
 * Monday's digest: the week's pending steps and the past-due ones, each with its debt's
 * workspace; for a user with the inbox, a link to the weekly summary (`links.summary`).
 */
export function weeklyDigestEmail(
  to: string,
  digest: WeeklyDigest,
  links: ReminderLinks & { summary?: string },
): Email {
  const line = (item: DigestStep): Part[] => [
    `${formatCalendarDate(item.date)}: ${item.step} for `,
    { link: item.link, label: item.debt },
  ];
  const count = (n: number) => `${n} step${n === 1 ? '' : 's'}`;
  const paragraphs: Paragraph[] = [
    [
      `Your plan for the week of ${formatCalendarDate(digest.monday)} to ${formatCalendarDate(digest.sunday)}: `,
      digest.week.length === 0
        ? 'no step is due this week.'
        : `${count(digest.week.length)} to do this week.`,
    ],
  ];
  if (digest.week.length > 0) paragraphs.push({ items: digest.week.map(line) });
  if (digest.pastDue.length > 0) {
    paragraphs.push([
      `Past due, not marked complete: ${count(digest.pastDue.length)}. If you have done them, mark them complete on your timeline.`,
    ]);
    paragraphs.push({ items: digest.pastDue.map(line) });
  }
  if (links.summary)
    paragraphs.push([
      'What your creditors wrote to your inbox: ',
      { link: links.summary, label: 'Read your weekly summary' },
    ]);
  return reminder(to, digestSubject(digest), paragraphs, 'digest', links);
}
