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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Paragraphs (each a list of parts) into the two versions. */
function compose(to: string, subject: string, paragraphs: Part[][], footer?: Part[]): Email {
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
  const all = footer ? [...paragraphs, footer] : paragraphs;
  const text = `${all.map(textOf).join('\n\n')}\n\n— ${PRODUCT_NAME}\n`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">` +
    paragraphs.map((parts) => `<p>${htmlOf(parts)}</p>`).join('') +
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

/** A step due tomorrow (the debt's name, the step's label, its date `YYYY-MM-DD`). */
export interface StepReminder {
  debt: string;
  step: string;
  date: string;
}

export const stepReminderSubject = ({ debt, step }: StepReminder) =>
  `Tomorrow: ${step} for ${debt}`;

/** The mailto of List-Unsubscribe: support turns the reminders off by hand. */
export const UNSUBSCRIBE_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Unsubscribe from step reminders')}`;

/**
 * The day before a step: what is due, a link to the debt's workspace, and how to stop these
 * emails. `List-Unsubscribe` carries a mailto and the https one-click link, with
 * `List-Unsubscribe-Post` (RFC 8058): a mail client's 'Unsubscribe' turns step reminders off
 * with one POST.
 */
export function stepReminderEmail(
  to: string,
  reminder: StepReminder,
  links: { debt: string; settings: string; oneClick: string },
): Email {
  const email = compose(
    to,
    stepReminderSubject(reminder),
    [
      [
        `A step of your plan is due tomorrow, ${formatCalendarDate(reminder.date)}: ${reminder.step} for ${reminder.debt}.`,
      ],
      [{ link: links.debt, label: `Open ${reminder.debt}` }],
      ['Once it is done, mark it complete on your timeline, so the next steps stay on track.'],
    ],
    [
      'You get this email because step reminders are on. ',
      { link: links.settings, label: 'Turn them off in Account settings' },
    ],
  );
  return {
    ...email,
    headers: {
      'List-Unsubscribe': `<${UNSUBSCRIBE_MAILTO}>, <${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
