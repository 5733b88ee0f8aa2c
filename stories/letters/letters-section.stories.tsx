import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LettersSection } from '@/features/letters/ui/letters-section';
import { lettersEndpoints } from '@/features/letters/contract';
import { profileIdentityEndpoints } from '@/features/profile/contract/identity';
import { settlementEndpoints } from '@/features/settlement/contract';
import { request } from '@/shared/api';
import { addDays, addMonths, todayIn } from '@/shared/lib/dates';
import { PERSONAS, buildPersonas } from '../../mocks/personas';
import { bodyOf, fill, fromSeedSignedInAs } from '../portal/support';

/**
 * A debt's letters and collector rules (issue 28), as Take action's details show them.
 * Modals these stories open and show in their states (designers find them here):
 * - LetterModal (src/features/letters/ui/letter-modal.tsx): a filled letter, what is missing (with where
 *   to fill it), the time-barred warning, I sent it (tracking, receipt) and the dates learned later
 * - NoticeModal (src/features/letters/ui/dispute-window.tsx): Log a validation notice
 * - ContactModal (src/features/letters/ui/contact-log.tsx): Log a contact
 * - PaymentConfirm (src/features/letters/ui/payment-confirm.tsx): Before you log this payment (a dispute's pause, the time limit to sue)
 */
const chase = buildPersonas(new Date()).tradelines.find(
  (tradeline) =>
    tradeline.user_id === PERSONAS.subscriber.user_id && tradeline.account_name === 'Chase',
)!;
const today = todayIn();

const meta = {
  title: 'Letters/Letters section',
  render: () => <LettersSection tradeline={chase} />,
  parameters: { route: '/portal/take-action' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The debt is held by a collector, with the facts the letters need. */
async function collectorHolds() {
  await request(settlementEndpoints.updateDebtDetails, {
    params: { id: chase.id },
    body: {
      holder_kind: 'collection_agency',
      collector_name: 'Midland Credit',
      account_last_four: '4821',
      mailing_address: {
        line1: 'PO Box 2000',
        line2: null,
        city: 'San Diego',
        state: 'CA',
        postal_code: '92108',
      },
    },
  });
}

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Letters to send' }, { timeout: 4000 });
  return canvas;
}

const dialog = (canvasElement: HTMLElement, name: string) =>
  within(bodyOf(canvasElement)).findByRole('dialog', { name });

/** The alert of a dialog whose text matches (alerts have no name of their own). */
function alertWith(scope: { getAllByRole: (role: 'alert') => HTMLElement[] }, text: RegExp) {
  const found = scope
    .getAllByRole('alert')
    .find((alert: HTMLElement) => text.test(alert.textContent ?? ''));
  if (!found) throw new Error(`No alert says ${String(text)}`);
  return found;
}

async function openLetter(canvasElement: HTMLElement, title: string) {
  const canvas = await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Open letter: ${title}` }));
  return within(await dialog(canvasElement, title));
}

export const NothingYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText(/No validation notice logged/)).toBeVisible();
    await expect(await canvas.findByText(/Tell us who holds this debt now/)).toBeVisible();
    await expect(canvas.getByText(/No contacts logged yet/)).toBeVisible();
    // The subscriber's profile names Texas; Chase's last payment is not known yet.
    await expect(canvas.getByText(/Add the date of the last payment/)).toBeVisible();
    await expect(canvas.getByText('Verify with a lawyer in your state.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Open letter: / })).toHaveLength(9);
    await expect(canvas.getAllByText('Not sent yet')).toHaveLength(9);
  },
};

export const LetterWithBlanks: Story = {
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, 'Dispute it and prove it');
    const missing = letter.getByRole('alert');
    await expect(missing).toHaveTextContent('Still missing');
    // The name and address are the profile's (Dana Rivera's): only the debt's facts are missing.
    await expect(missing).not.toHaveTextContent('Your full name');
    await expect(missing).toHaveTextContent(
      "The account's last four digits (in the debt's details)",
    );
    await expect(missing).toHaveTextContent(
      "The collector's mailing address (in the debt's details)",
    );
    await expect(
      within(missing).getAllByRole('button', { name: "in the debt's details" }),
    ).toHaveLength(2);
    await expect(letter.getByRole('article', { name: 'Letter preview' })).toHaveTextContent(
      'account ending in [last four digits]',
    );
    await expect(letter.getByText(/not legal advice/)).toBeVisible();
  },
};

export const LetterFilled: Story = {
  beforeEach: async () => {
    await collectorHolds();
    await request(profileIdentityEndpoints.updateProfileIdentity, {
      params: { user_id: PERSONAS.subscriber.user_id },
      body: {
        full_name: 'Dana Demo',
        address_line1: '12 Elm St',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
      },
    });
  },
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, 'Dispute it and prove it');
    const preview = letter.getByRole('article', { name: 'Letter preview' });
    await expect(preview).toHaveTextContent('Dana Demo');
    await expect(within(preview).getByLabelText('To')).toHaveTextContent(
      'Midland Credit PO Box 2000 San Diego, CA 92108',
    );
    await expect(preview).toHaveTextContent('account ending in 4821');
    await expect(preview).not.toHaveTextContent('[');
    await expect(letter.queryByText('Still missing')).toBeNull();
    await expect(letter.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(letter.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

export const LawyerLetter: Story = {
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, "I've hired a lawyer");
    await expect(letter.getByRole('alert')).toHaveTextContent("Your lawyer's name");
    await fill(letter.getByLabelText("Your lawyer's name, address and phone"), 'Lee Counsel');
    await expect(letter.getByRole('article', { name: 'Letter preview' })).toHaveTextContent(
      'contact my lawyer, not me: Lee Counsel.',
    );
    await expect(letter.getByRole('alert')).not.toHaveTextContent("Your lawyer's name");
  },
};

export const MarkedAsSent: Story = {
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, 'Tell me more about the debt');
    await userEvent.selectOptions(letter.getByLabelText('How you sent it'), 'Email');
    await expect(letter.queryByLabelText('Tracking number (optional)')).toBeNull();
    await userEvent.click(letter.getByRole('button', { name: 'I sent it' }));
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('dialog', { name: 'Tell me more about the debt' })).toBeNull(),
    );
    await expect(await canvas.findByText(/^Sent .*, email$/)).toBeVisible();
  },
};

const sentError = (scenario: string, text: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, 'Tell me more about the debt');
    await userEvent.selectOptions(letter.getByLabelText('How you sent it'), 'Email');
    await userEvent.click(letter.getByRole('button', { name: 'I sent it' }));
    await expect(await letter.findByText(text)).toBeVisible();
    // The form is kept.
    await expect(letter.getByLabelText('How you sent it')).toHaveValue('email');
    await expect(letter.getByRole('button', { name: 'I sent it' })).toBeEnabled();
  },
});
export const MarkSentFails = sentError(
  'letters.sent-fail',
  'Could not mark the letter as sent. Please try again.',
);
export const MarkSentInTheFuture = sentError(
  'letters.sent-future',
  'The date cannot be in the future.',
);
export const MarkSentReceivedBeforeSent = sentError(
  'letters.sent-received-order',
  'The date it was received cannot be before the date it was sent.',
);

export const SentByCertifiedMail: Story = {
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, 'Stop contacting me');
    await fill(letter.getByLabelText(/Date sent/), addDays(today, -10));
    await fill(letter.getByLabelText('Tracking number (optional)'), '9407 1000 0000 0000 0000 00');
    await userEvent.click(letter.getByRole('button', { name: 'I sent it' }));
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('dialog', { name: 'Stop contacting me' })).toBeNull(),
    );
    const again = await openLetter(canvasElement, 'Stop contacting me');
    const last = again.getByRole('region', { name: 'Last sent' });
    await expect(last).toHaveTextContent(
      'by certified mail (tracking 9407 1000 0000 0000 0000 00)',
    );
    await expect(last).toHaveTextContent(
      /Assumed received on .*, five business days after sending/,
    );
  },
};

const receiptError = (scenario: string, text: string): Story => ({
  parameters: { scenarios: [scenario] },
  beforeEach: async () => {
    await request(lettersEndpoints.markLetterSent, {
      params: { id: chase.id },
      body: { kind: 'dispute', sent_date: addDays(today, -6), method: 'mail' },
    });
  },
  play: async ({ canvasElement }) => {
    const letter = await openLetter(canvasElement, 'Dispute it and prove it');
    const last = within(letter.getByRole('region', { name: 'Last sent' }));
    await fill(last.getByLabelText('Date it was received (optional)'), addDays(today, -3));
    await userEvent.click(last.getByRole('button', { name: 'Save dates' }));
    await expect(await last.findByText(text)).toBeVisible();
    await expect(last.getByLabelText('Date it was received (optional)')).toHaveValue(
      addDays(today, -3),
    );
  },
});
export const ReceiptSaveFails = receiptError(
  'letters.receipt-fail',
  'Could not save the dates. Please try again.',
);
export const ReceiptBeforeSent = receiptError(
  'letters.receipt-order',
  'The date it was received cannot be before the date it was sent.',
);
export const AnswerBeforeSent = receiptError(
  'letters.answer-order',
  'The date of the answer cannot be before the date the letter was sent.',
);

/** Chase's last payment five years ago (past every state's time to sue), with `details`. */
function lastPaidFiveYearsAgo(details: { holder_kind?: 'original_creditor' } = {}) {
  return request(settlementEndpoints.updateDebtDetails, {
    params: { id: chase.id },
    body: { ...details, last_payment_date: addMonths(today, -12 * 5) },
  });
}

/** The subscriber's state of residence, whose law the time limit follows. */
function livesIn(state: 'TX' | 'NY') {
  return request(profileIdentityEndpoints.updateProfileIdentity, {
    params: { user_id: PERSONAS.subscriber.user_id },
    body: { state },
  });
}

/** The warning the settlement offer letter opens with when the debt may be time-barred. */
async function offerLetterWarning(canvasElement: HTMLElement) {
  const letter = await openLetter(canvasElement, 'Settlement offer');
  return alertWith(letter, /Possibly time-barred: before you send this letter/);
}

export const OfferLetterTimeBarred: Story = {
  beforeEach: async () => {
    await lastPaidFiveYearsAgo({ holder_kind: 'original_creditor' });
  },
  play: async ({ canvasElement }) => {
    const warning = await offerLetterWarning(canvasElement);
    await expect(warning).toHaveTextContent('can restart the time a creditor has to sue you');
    await expect(warning).toHaveTextContent(
      'In Texas the time to sue on an open account is 4 years',
    );
    await expect(warning).toHaveTextContent('Tex. Civ. Prac. & Rem. Code § 16.004');
  },
};

export const OfferLetterTimeBarredInNewYork: Story = {
  beforeEach: async () => {
    await livesIn('NY');
    await lastPaidFiveYearsAgo({ holder_kind: 'original_creditor' });
  },
  play: async ({ canvasElement }) => {
    const warning = await offerLetterWarning(canvasElement);
    await expect(warning).toHaveTextContent('In New York, since 2022, a payment');
    await expect(warning).toHaveTextContent('N.Y. C.P.L.R. § 214-i');
  },
};

export const DisputeLetterNoWarning: Story = {
  beforeEach: async () => {
    await lastPaidFiveYearsAgo();
  },
  play: async ({ canvasElement }) => {
    // The CFPB's letters say they are not an acknowledgment: no warning before them.
    const letter = await openLetter(canvasElement, 'Dispute it and prove it');
    await expect(
      letter
        .getAllByRole('alert')
        .some((alert: HTMLElement) => /time-barred/.test(alert.textContent ?? '')),
    ).toBe(false);
  },
};

async function logNotice(canvasElement: HTMLElement, received: string) {
  const canvas = await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Log a validation notice' }));
  const form = within(await dialog(canvasElement, 'Log a validation notice'));
  await fill(form.getByLabelText(/Date you received it/), received);
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  return { canvas, form };
}

export const NoticeOpensTheWindow: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await logNotice(canvasElement, addDays(today, -10));
    await expect(await canvas.findByText('20 days left to dispute')).toBeVisible();
    const window = canvas.getByRole('region', { name: 'Validation notice and dispute window' });
    await expect(window).toHaveTextContent('Dispute by');
    await expect(window).toHaveTextContent('12 CFR 1006.34(b)(5)');
  },
};

export const DisputedInTime: Story = {
  beforeEach: async () => {
    await request(lettersEndpoints.logValidationNotice, {
      params: { id: chase.id },
      body: { received_date: addDays(today, -12), sent_date: null },
    });
    await request(lettersEndpoints.markLetterSent, {
      params: { id: chase.id },
      body: { kind: 'dispute', sent_date: addDays(today, -2), method: 'certified_mail' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      canvas.getByText('Collection must pause until the collector sends verification'),
    ).toBeVisible();
    await expect(canvas.getByText(/12 CFR 1006\.38/)).toBeVisible();
  },
};

export const WindowMissed: Story = {
  beforeEach: async () => {
    await request(lettersEndpoints.logValidationNotice, {
      params: { id: chase.id },
      body: { received_date: addDays(today, -40), sent_date: null },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('The dispute window has closed')).toBeVisible();
  },
};

const noticeError = (scenario: string, text: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const { form } = await logNotice(canvasElement, addDays(today, -3));
    await expect(await form.findByText(text)).toBeVisible();
    await expect(form.getByLabelText(/Date you received it/)).toHaveValue(addDays(today, -3));
  },
});
export const NoticeFails = noticeError(
  'letters.notice-fail',
  'Could not log the validation notice. Please try again.',
);
export const NoticeSentAfterReceived = noticeError(
  'letters.notice-order',
  'The date it was sent cannot be after the date you received it.',
);

async function logContact(canvasElement: HTMLElement, time: string) {
  const canvas = await ready(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Log a contact' }));
  const form = within(await dialog(canvasElement, 'Log a contact'));
  // Two days ago: yesterday evening in the user's zone can still be ahead of the clock when the
  // browser's zone is ahead of theirs (the suite runs at any hour, in any zone).
  await fill(form.getByLabelText(/^Date/), addDays(today, -2));
  await fill(form.getByLabelText(/^Time/), time);
  await fill(form.getByLabelText('Note'), 'Asked me to pay today');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  return { canvas, form };
}

export const ContactFlagged: Story = {
  beforeEach: collectorHolds,
  play: async ({ canvasElement }) => {
    const { canvas } = await logContact(canvasElement, '21:30');
    const log = await canvas.findByRole('region', { name: 'Contact log' }, { timeout: 3000 });
    await expect(
      await within(log).findByText('Possible violation: Before 8 a.m. or after 9 p.m.'),
    ).toBeVisible();
    await expect(log).toHaveTextContent('12 CFR 1006.6(b)(1)(i)');
    await expect(log).toHaveTextContent('consumerfinance.gov/complaint');
    await expect(log).not.toHaveTextContent(/illegal/i);
  },
};

export const ContactFromOriginalCreditor: Story = {
  beforeEach: async () => {
    await request(settlementEndpoints.updateDebtDetails, {
      params: { id: chase.id },
      body: { holder_kind: 'original_creditor' },
    });
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await logContact(canvasElement, '22:15');
    const log = await canvas.findByRole('region', { name: 'Contact log' }, { timeout: 3000 });
    await expect(await within(log).findByText('Asked me to pay today')).toBeVisible();
    await expect(log).toHaveTextContent(/do not cover an original creditor/);
    await expect(log).not.toHaveTextContent('Possible violation');
  },
};

const contactError = (scenario: string, text: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const { form } = await logContact(canvasElement, '10:00');
    await expect(await form.findByText(text)).toBeVisible();
    await expect(form.getByLabelText('Note')).toHaveValue('Asked me to pay today');
  },
});
export const ContactFails = contactError(
  'contacts.log-fail',
  'Could not log the contact. Please try again.',
);
export const ContactInTheFuture = contactError(
  'contacts.log-future',
  'A contact cannot be in the future.',
);
export const ContactUnknownZone = contactError(
  'contacts.log-zone',
  'Choose a time zone from the list.',
);

export const ContactLogNeedsSubscription: Story = {
  parameters: { scenarios: ['contacts.subscription-required'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      await canvas.findByText('An active subscription is required for this feature.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log a contact' })).toBeNull();
  },
};

/**
 * Where a part's state is looked for: the contact log's inside the section, the letters' own
 * states on the canvas (they stand where the section would).
 */
type Scope = (canvasElement: HTMLElement) => Promise<ReturnType<typeof within>>;
const inSection: Scope = ready;
const onCanvas: Scope = async (canvasElement) => within(canvasElement);

/** A part of the section under `scenario` could not load: its message, and Try again. */
const loadFails = (scenario: string, scope: Scope, message: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = await scope(canvasElement);
    await expect(await canvas.findByText(message, undefined, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** A part of the section under `scenario` is still loading, and says so. */
const stillLoading = (scenario: string, scope: Scope, text: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = await scope(canvasElement);
    await expect(await canvas.findByText(text, undefined, { timeout: 4000 })).toBeInTheDocument();
  },
});

export const ContactLogFails = loadFails(
  'contacts.load-fail',
  inSection,
  'Could not load the contact log. Please try again.',
);
export const ContactLogLoading = stillLoading(
  'contacts.loading',
  inSection,
  'Loading the contact log',
);
export const LettersLoadFail = loadFails(
  'letters.list-fail',
  onCanvas,
  "Could not load this debt's letters. Please try again.",
);
export const LettersLoading = stillLoading('letters.list-loading', onCanvas, 'Loading the letters');

export const PossiblyTimeBarred: Story = {
  beforeEach: async () => {
    await livesIn('TX');
    await lastPaidFiveYearsAgo();
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const limit = canvas.getByRole('region', { name: 'Time limit to sue' });
    await expect(limit).toHaveTextContent('Possibly time-barred');
    await expect(limit).toHaveTextContent('4 years after the last payment');
    await expect(limit).toHaveTextContent('Tex. Civ. Prac. & Rem. Code');
    await expect(limit).toHaveTextContent('can restart the time a creditor has to sue you');
    await expect(limit).toHaveTextContent('Verify with a lawyer in your state');
  },
};
