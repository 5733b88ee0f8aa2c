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
 * - LetterModal (src/features/letters/ui/letter-modal.tsx): a filled letter, what is missing, Mark as sent
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
    await expect(canvas.getByText(/Add your state \(in your profile\)/)).toBeVisible();
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
    await expect(missing).toHaveTextContent('Your full name (in your profile)');
    await expect(missing).toHaveTextContent(
      "The account's last four digits (in the debt's details)",
    );
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
    await expect(preview).toHaveTextContent('Midland Credit');
    await expect(preview).toHaveTextContent('account ending in 4821');
    await expect(letter.queryByText('Still missing')).toBeNull();
    await expect(letter.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
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
    await userEvent.click(letter.getByRole('button', { name: 'Mark as sent' }));
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
    await userEvent.click(letter.getByRole('button', { name: 'Mark as sent' }));
    await expect(await letter.findByText(text)).toBeVisible();
    // The form is kept.
    await expect(letter.getByLabelText('How you sent it')).toHaveValue('email');
    await expect(letter.getByRole('button', { name: 'Mark as sent' })).toBeEnabled();
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
  // Yesterday: a time today may still be ahead in the user's zone.
  await fill(form.getByLabelText(/^Date/), addDays(today, -1));
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

export const ContactLogFails: Story = {
  parameters: { scenarios: ['contacts.load-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      await canvas.findByText('Could not load the contact log. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ContactLogLoading: Story = {
  parameters: { scenarios: ['contacts.loading'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Loading the contact log')).toBeInTheDocument();
  },
};

export const LettersLoadFail: Story = {
  parameters: { scenarios: ['letters.list-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Could not load this debt's letters. Please try again.", undefined, {
        timeout: 4000,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LettersLoading: Story = {
  parameters: { scenarios: ['letters.list-loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the letters', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  },
};

export const PossiblyTimeBarred: Story = {
  beforeEach: async () => {
    await request(profileIdentityEndpoints.updateProfileIdentity, {
      params: { user_id: PERSONAS.subscriber.user_id },
      body: { state: 'TX' },
    });
    await request(settlementEndpoints.updateDebtDetails, {
      params: { id: chase.id },
      body: { last_payment_date: addMonths(today, -12 * 5) },
    });
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
