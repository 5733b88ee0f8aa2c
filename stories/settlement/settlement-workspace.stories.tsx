import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AGREEMENT_SAVE_FAILED,
  NOT_IN_WRITING,
  PAYMENT_SAVE_FAILED,
} from '@/features/settlement/ui/agreement-card';
import { COMPLETE_CHECKLIST } from '@/features/settlement/model/agreement';
import { TAX_SAVE_FAILED, TAX_SAVED } from '@/features/settlement/ui/taxes-card';
import {
  DETAILS_LOAD_FAILED,
  DETAILS_SAVE_FAILED,
  DETAILS_SAVED,
} from '@/features/settlement/ui/details-card';
import {
  DOCUMENT_DOWNLOAD_FAILED,
  DOCUMENT_UPLOAD_FAILED,
} from '@/features/settlement/ui/document-attachment';
import { OFFER_SAVE_FAILED, SETTLED_LOG } from '@/features/settlement/ui/offers-card';
import SettlementPage, {
  DEBT_NOT_FOUND,
  DEBTS_LOAD_FAILED,
  WORKSPACE_LOAD_FAILED,
} from '@/features/settlement/pages/settlement-page';
import { lettersEndpoints } from '@/features/letters/contract';
import { profileIdentityEndpoints } from '@/features/profile/contract/identity';
import { settlementEndpoints } from '@/features/settlement/contract';
import { request } from '@/shared/api';
import { addDays, addMonths, formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { PERSONAS, buildPersonas } from '../../mocks/personas';
import { bodyOf, fill, fromSeedSignedInAs } from '../portal/support';

/**
 * The settlement workspace of one debt (issue 27): the workspace, and each loading, empty and
 * error state, and the modals (the first offer's step question, the entitlement explanation).
 * Every story starts from the seed, on the subscriber's Chase debt (its workspace empty); the
 * letter's stories on the settled Discover debt, whose agreement has its letter attached.
 */
const SEEDED = buildPersonas(new Date()).tradelines;
const DEBT = SEEDED.find((debt) => debt.account_name === 'Chase')!;
const SETTLED = SEEDED.find((debt) => debt.account_name === 'Discover')!;
const AGREED = SEEDED.find((debt) => debt.account_name === 'Capital One')!;

const meta = {
  title: 'Settlement/Settlement workspace',
  render: () => (
    <Routes>
      <Route path="/portal/take-action/debts/:id" element={<SettlementPage />} />
    </Routes>
  ),
  parameters: { route: `/portal/take-action/debts/${DEBT.id}` },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

export const Workspace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Offer log' }, T)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /^Settle / })).toBeVisible();
    await expect(canvas.getByText('No offers yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Written agreement' })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Debt details' }, T)).toBeVisible();
  },
};

export const DebtsLoading: Story = {
  parameters: { scenarios: ['tradelines.loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the debt', {}, T)).toBeInTheDocument();
  },
};

export const DebtsError: Story = {
  parameters: { scenarios: ['tradelines.fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEBTS_LOAD_FAILED, {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DebtNotFound: Story = {
  parameters: { route: '/portal/take-action/debts/64f0000000000000000000ff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEBT_NOT_FOUND, {}, T)).toBeVisible();
  },
};

export const WorkspaceLoading: Story = {
  parameters: { scenarios: ['settlement.loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the workspace', {}, T)).toBeInTheDocument();
  },
};

export const WorkspaceError: Story = {
  parameters: { scenarios: ['settlement.load-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(WORKSPACE_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

export const NotSubscribed: Story = {
  parameters: { scenarios: ['settlement.not-entitled'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your settlement tools' }, T),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How to start' }));
    await expect(await within(bodyOf(canvasElement)).findByRole('dialog', {}, T)).toBeVisible();
  },
};

export const DetailsLoading: Story = {
  parameters: { scenarios: ['settlement.details-loading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the details', {}, T)).toBeInTheDocument();
  },
};

export const DetailsError: Story = {
  parameters: { scenarios: ['settlement.details-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DETAILS_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

export const StateLoadError: Story = {
  parameters: { scenarios: ['settlement.identity-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DETAILS_LOAD_FAILED, {}, T)).toBeVisible();
  },
};

async function saveDetails(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Debt details' }, T);
  await fill(within(form).getByLabelText("Collector's name"), 'Midland Credit');
  await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
  return within(form);
}

export const DetailsSaveError: Story = {
  parameters: { scenarios: ['settlement.details-save-fail'] },
  play: async ({ canvasElement }) => {
    const form = await saveDetails(canvasElement);
    await expect(await form.findByText(DETAILS_SAVE_FAILED, {}, T)).toBeVisible();
    await expect(form.getByLabelText("Collector's name")).toHaveValue('Midland Credit');
  },
};

export const DetailsRefused: Story = {
  parameters: { scenarios: ['settlement.last-payment-future'] },
  play: async ({ canvasElement }) => {
    const form = await saveDetails(canvasElement);
    await expect(
      await form.findByText('The date of the last payment cannot be in the future.', {}, T),
    ).toBeVisible();
  },
};

export const RecipientAddressSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Debt details' }, T));
    await fill(form.getByLabelText('Street address or PO box'), 'PO Box 2000');
    await fill(form.getByLabelText('City'), 'San Diego');
    await userEvent.selectOptions(form.getByLabelText('State'), 'CA');
    await fill(form.getByLabelText('ZIP code'), '92108');
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    await expect(await form.findByText(DETAILS_SAVED, {}, T)).toBeVisible();
  },
};

export const RecipientAddressIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Debt details' }, T));
    await fill(form.getByLabelText('Street address or PO box'), 'PO Box 2000');
    await fill(form.getByLabelText('ZIP code'), '921');
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    // A part given asks for the rest; what was typed stays.
    await expect(await form.findByText('Enter the city.', {}, T)).toBeVisible();
    await expect(form.getByLabelText('Street address or PO box')).toHaveValue('PO Box 2000');
  },
};

async function logOffer(canvasElement: HTMLElement, amount = '900') {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Log an offer' }, T);
  await fill(within(form).getByLabelText('Amount'), amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Log an offer' }));
  return within(form);
}

export const FirstOfferAsksAboutTheStep: Story = {
  play: async ({ canvasElement }) => {
    await logOffer(canvasElement);
    const body = within(bodyOf(canvasElement));
    const dialog = await body.findByRole('dialog', {}, T);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: /complete\?$/ })).toBeVisible();
  },
};

export const OfferRefused: Story = {
  parameters: { scenarios: ['settlement.offer-future'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement, '950');
    await expect(
      await form.findByText('The date of an offer cannot be in the future.', {}, T),
    ).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveValue(950);
  },
};

export const OfferLogFull: Story = {
  parameters: { scenarios: ['settlement.offers-full'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement);
    await expect(
      await form.findByText('This debt has 100 offers logged, the most the log keeps.', {}, T),
    ).toBeVisible();
  },
};

export const OfferError: Story = {
  parameters: { scenarios: ['settlement.offer-fail'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement);
    await expect(await form.findByText(OFFER_SAVE_FAILED, {}, T)).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveValue(900);
  },
};

/** Fills the agreement form with a $1,000 lump sum and saves it. */
async function saveAgreement(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Written agreement' }, T);
  await fill(within(form).getByLabelText('Agreed amount'), '1000');
  await userEvent.click(within(form).getByRole('button', { name: 'Save the agreement' }));
  return within(form);
}

function agreementRefused(scenario: string, text: string): Story {
  return {
    parameters: { scenarios: [scenario] },
    play: async ({ canvasElement }) => {
      const form = await saveAgreement(canvasElement);
      await expect(await form.findByText(text, {}, T)).toBeVisible();
      await expect(form.getByLabelText('Agreed amount')).toHaveValue(1000);
    },
  };
}

export const AgreementOverBalance = agreementRefused(
  'settlement.agreement-over-balance',
  'The agreed amount cannot be more than the balance at settlement.',
);
export const AgreementScheduleMismatch = agreementRefused(
  'settlement.schedule-mismatch',
  "The payments' amounts must add up to the agreed amount.",
);
export const AgreementBelowPaid = agreementRefused(
  'settlement.agreement-below-paid',
  'The agreed amount cannot be less than what you have already paid.',
);
export const AgreementError = agreementRefused('settlement.agreement-fail', AGREEMENT_SAVE_FAILED);

/** A PDF's first bytes: the workspace types a letter by its content. */
const LETTER_PDF = btoa('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * The $1,000 agreement complete in writing (its checklist and its letter), saved through the
 * API: a payment can be recorded only then.
 */
async function agreedInWriting() {
  await request(settlementEndpoints.saveAgreement, {
    params: { id: DEBT.id },
    body: {
      amount: 1000,
      balance_at_settlement: DEBT.current_balance,
      schedule: [{ date: todayIn(), amount: 1000 }],
      reporting: 'settled_in_full',
      checklist: COMPLETE_CHECKLIST,
    },
  });
  await request(settlementEndpoints.attachDocument, {
    params: { id: DEBT.id },
    body: { file_name: 'agreement.pdf', content: LETTER_PDF },
  });
}

function paymentRefused(scenario: string, text: string): Story {
  return {
    parameters: { scenarios: [scenario] },
    beforeEach: agreedInWriting,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const form = await canvas.findByRole('form', { name: 'Record a payment' }, T);
      await fill(within(form).getByLabelText('Amount paid'), '400');
      await userEvent.click(within(form).getByRole('button', { name: 'Record a payment' }));
      await expect(await within(form).findByText(text, {}, T)).toBeVisible();
      await expect(within(form).getByLabelText('Amount paid')).toHaveValue(400);
    },
  };
}

export const PaymentInFuture = paymentRefused(
  'settlement.payment-future',
  'The date of a payment cannot be in the future.',
);
export const PaymentOverRemaining = paymentRefused(
  'settlement.payment-over',
  'This payment is more than what remains to pay on the agreement.',
);
export const PaymentAfterSettled = paymentRefused(
  'settlement.settled',
  'The agreement is fully paid: the debt is settled.',
);
export const PaymentAgreementChanged = paymentRefused(
  'settlement.agreement-changed',
  'The agreement changed while this was being saved. Reload the page and try again.',
);
export const PaymentError = paymentRefused('settlement.payment-fail', PAYMENT_SAVE_FAILED);

export const NotInWritingRefused = paymentRefused(
  'settlement.not-in-writing',
  "Get it in writing before paying. Still missing: Received in writing before paying; Names the creditor and the account; Says the payment settles the debt in full and releases the rest; Says how it will be reported ('Settled in Full' or 'Paid in Full'); No resale or further collection of the balance; The agreement's letter attached.",
);

/** Saved with no item checked and no letter: the list of what is missing stands in place of the button. */
export const NotInWritingListsWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    await saveAgreement(canvasElement);
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Record a payment' }, T);
    await expect(within(form).getByText(NOT_IN_WRITING)).toBeVisible();
    const missing = within(within(form).getByRole('list', { name: 'Missing before paying' }));
    await expect(missing.getAllByRole('listitem')).toHaveLength(6);
    await expect(missing.getByText("The agreement's letter attached")).toBeVisible();
    await expect(
      within(form).queryByRole('button', { name: 'Record a payment' }),
    ).not.toBeInTheDocument();
  },
};

export const OfferOverBalance: Story = {
  parameters: { scenarios: ['settlement.offer-over-balance'] },
  play: async ({ canvasElement }) => {
    const form = await logOffer(canvasElement);
    await expect(
      await form.findByText("An offer cannot be more than the debt's balance.", {}, T),
    ).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveValue(900);
  },
};

export const SettledAgreementKept = agreementRefused(
  'settlement.settled-record',
  'This debt is settled: its offers, agreement and letter are kept as they are, as its record.',
);

/** The settled Discover debt: its workspace is its record, read only; the worksheet stays open. */
export const SettledReadOnly: Story = {
  parameters: { route: `/portal/take-action/debts/${SETTLED.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SETTLED_LOG, {}, T)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Log an offer' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Change the agreement' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Settled' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Insolvency worksheet' })).toBeVisible();
  },
};

function taxStory(scenario: string | null, text: string): Story {
  return {
    parameters: {
      route: `/portal/take-action/debts/${SETTLED.id}`,
      scenarios: scenario ? [scenario] : [],
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const form = within(await canvas.findByRole('form', { name: 'Insolvency worksheet' }, T));
      await fill(form.getByLabelText('What everything you owned was worth'), '20000');
      await userEvent.click(form.getByRole('button', { name: 'Save the worksheet' }));
      await expect(await form.findByText(text, {}, T)).toBeVisible();
      await expect(form.getByLabelText('What everything you owned was worth')).toHaveValue(20000);
    },
  };
}

export const TaxWorksheetSaved = taxStory(null, TAX_SAVED);
export const TaxWorksheetError = taxStory('settlement.tax-fail', TAX_SAVE_FAILED);
export const TaxWorksheetBeforeAgreement = taxStory(
  'settlement.tax-before-agreement',
  'Save the written agreement before its tax worksheet.',
);

export const SettledWithSavings: Story = {
  beforeEach: agreedInWriting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Record a payment' }, T);
    await userEvent.click(within(form).getByRole('button', { name: 'Record a payment' }));
    const settled = await canvas.findByRole('region', { name: 'Settled' }, T);
    await expect(within(settled).getByText(/You saved/)).toBeVisible();
  },
};

export const PayoffAsksWithWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    await saveAgreement(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mark the Payoff step complete' }, T),
    );
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', {}, T);
    await expect(within(dialog).getByText('Received in writing before paying')).toBeVisible();
  },
};

/**
 * Issue 28: while a dispute sent within the validation period pauses collection, recording a
 * payment asks first (PaymentConfirm, src/features/letters/ui/payment-confirm.tsx).
 */
export const PaymentAsksDuringDispute: Story = {
  beforeEach: async () => {
    await agreedInWriting();
    const today = todayIn();
    await request(lettersEndpoints.logValidationNotice, {
      params: { id: DEBT.id },
      body: { received_date: addDays(today, -12), sent_date: null },
    });
    await request(lettersEndpoints.markLetterSent, {
      params: { id: DEBT.id },
      body: { kind: 'dispute', sent_date: addDays(today, -2), method: 'certified_mail' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Record a payment' }, T);
    await userEvent.click(within(form).getByRole('button', { name: 'Record a payment' }));
    const ask = within(
      await within(bodyOf(canvasElement)).findByRole(
        'dialog',
        { name: 'Before you log this payment' },
        T,
      ),
    );
    await expect(
      ask.getByText('Collection must pause until the collector sends verification'),
    ).toBeVisible();
    await expect(ask.getByText('(12 CFR 1006.34(b)(5) and 1006.38(d)(2))')).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Record the payment' }));
    await expect(await canvas.findByRole('region', { name: 'Settled' }, T)).toBeVisible();
  },
};

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/**
 * Capital One's agreement (saved, no letter yet): attaching `file` gives `text`; the chosen file
 * is not kept. The settled debt's letter is its proof and is never replaced.
 */
function letterStory(scenarios: string[], file: File, text: string): Story {
  return {
    parameters: { route: `/portal/take-action/debts/${AGREED.id}`, scenarios },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const letter = within(
        await canvas.findByRole('region', { name: "The agreement's letter" }, T),
      );
      await userEvent.upload(letter.getByLabelText('Attach the letter'), file);
      await expect(await letter.findByText(text, {}, T)).toBeVisible();
    },
  };
}

export const LetterAttached: Story = {
  parameters: { route: `/portal/take-action/debts/${SETTLED.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = within(await canvas.findByRole('region', { name: "The agreement's letter" }, T));
    await expect(
      letter.getByRole('button', { name: 'Download discover-settlement-agreement.pdf' }),
    ).toBeVisible();
    await expect(letter.getByText(/^PDF, \d+ KB, attached/)).toBeVisible();
  },
};

export const LetterHtmlNamedPdf = letterStory(
  [],
  new File(['<!doctype html><p>agreement</p>'], 'agreement.pdf', { type: 'application/pdf' }),
  'This file is not a PDF, PNG or JPEG (its content was checked, not its name). Attach the letter as a PDF, PNG or JPEG.',
);
export const LetterTooLarge = letterStory(
  ['settlement.letter-too-large'],
  pdf('agreement.pdf'),
  'The file is larger than 10 MB. Attach a smaller copy of the letter.',
);
export const LetterNotAllowed = letterStory(
  ['settlement.letter-not-allowed'],
  pdf('agreement.pdf'),
  'This file is not a PDF, PNG or JPEG (its content was checked, not its name). Attach the letter as a PDF, PNG or JPEG.',
);
export const LetterBeforeAgreement = letterStory(
  ['settlement.letter-before-agreement'],
  pdf('agreement.pdf'),
  'Save the written agreement before attaching its letter.',
);
export const LetterUnreadable = letterStory(
  ['settlement.letter-unreadable'],
  pdf('agreement.pdf'),
  'The file could not be read. Choose it again and try again.',
);
export const LetterEmpty = letterStory(
  [],
  new File([], 'empty.pdf'),
  'The file is empty. Choose the letter again.',
);
export const LetterUploadError = letterStory(
  ['settlement.letter-fail'],
  pdf('agreement.pdf'),
  DOCUMENT_UPLOAD_FAILED,
);
export const LetterUploading = letterStory(
  ['settlement.letter-uploading'],
  pdf('agreement.pdf'),
  'Attaching the letter...',
);

function letterDownloadRefused(scenario: string, text: string): Story {
  return {
    parameters: { route: `/portal/take-action/debts/${SETTLED.id}`, scenarios: [scenario] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const letter = within(
        await canvas.findByRole('region', { name: "The agreement's letter" }, T),
      );
      await userEvent.click(
        letter.getByRole('button', { name: 'Download discover-settlement-agreement.pdf' }),
      );
      await expect(await letter.findByText(text, {}, T)).toBeVisible();
    },
  };
}

export const LetterDownloadError = letterDownloadRefused(
  'settlement.letter-download-fail',
  DOCUMENT_DOWNLOAD_FAILED,
);
export const LetterDownloadMissing = letterDownloadRefused(
  'settlement.letter-missing',
  'No letter is attached to this agreement.',
);

/** Types today's date as the last payment in 'What we know about the debt' and saves. */
async function saveLastPaymentToday(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Debt details' }, T));
  await fill(form.getByLabelText('Date of the last payment'), todayIn());
  await userEvent.click(form.getByRole('button', { name: 'Save details' }));
  const ask = within(
    await within(bodyOf(canvasElement)).findByRole(
      'dialog',
      { name: 'Before you log this payment' },
      T,
    ),
  );
  return { form, ask };
}

/**
 * Issue 28: a later last payment in the debt's details logs a payment. While a dispute sent in
 * the validation period pauses collection it asks first; 'Go back' saves nothing and keeps the
 * typed date; asked again, the user goes on and the date is saved.
 */
export const LastPaymentAsksDuringDispute: Story = {
  beforeEach: PaymentAsksDuringDispute.beforeEach,
  play: async ({ canvasElement }) => {
    const { form, ask } = await saveLastPaymentToday(canvasElement);
    await expect(
      ask.getByText('Collection must pause until the collector sends verification'),
    ).toBeVisible();
    await expect(ask.getByText(/You disputed this debt on/)).toHaveTextContent(
      formatCalendarDate(addDays(todayIn(), -2)),
    );
    await expect(ask.getByText(/not legal advice/)).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(
        within(bodyOf(canvasElement)).queryByRole('dialog', {
          name: 'Before you log this payment',
        }),
      ).toBeNull(),
    );
    await expect(form.getByLabelText('Date of the last payment')).toHaveValue(todayIn());
    const saved = await request(settlementEndpoints.getDebtDetails, { params: { id: DEBT.id } });
    await expect(saved.last_payment_date).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    const again = within(
      await within(bodyOf(canvasElement)).findByRole(
        'dialog',
        { name: 'Before you log this payment' },
        T,
      ),
    );
    await userEvent.click(again.getByRole('button', { name: 'Save details' }));
    await expect(await form.findByText(DETAILS_SAVED, {}, T)).toBeVisible();
  },
};

/** Near the end of the time to sue (Texas, 4 years), a later last payment asks first. */
export const LastPaymentAsksNearTimeLimit: Story = {
  beforeEach: async () => {
    await request(profileIdentityEndpoints.updateProfileIdentity, {
      params: { user_id: PERSONAS.subscriber.user_id },
      body: { state: 'TX' },
    });
    await request(settlementEndpoints.updateDebtDetails, {
      params: { id: DEBT.id },
      body: { last_payment_date: addMonths(todayIn(), -12 * 4 + 3) },
    });
  },
  play: async ({ canvasElement }) => {
    const { ask } = await saveLastPaymentToday(canvasElement);
    await expect(ask.getByText('Near the time limit to sue')).toBeVisible();
    await expect(ask.getByText(/can restart the time a creditor has to sue you/)).toHaveTextContent(
      'Verify with a lawyer in your state',
    );
    await expect(ask.getByText('(Tex. Civ. Prac. & Rem. Code § 16.004)')).toBeVisible();
    await expect(ask.queryByText(/Collection must pause/)).toBeNull();
  },
};

/** Changing other details logs no payment: during a dispute's pause, nothing is asked. */
export const DetailsWithoutPaymentAskNothing: Story = {
  beforeEach: PaymentAsksDuringDispute.beforeEach,
  play: async ({ canvasElement }) => {
    const form = await saveDetails(canvasElement);
    await expect(await form.findByText(DETAILS_SAVED, {}, T)).toBeVisible();
    await expect(
      within(bodyOf(canvasElement)).queryByRole('dialog', { name: 'Before you log this payment' }),
    ).toBeNull();
  },
};
