/**
 * The letters, filled from what the app knows (issue 28, point 1): the four step letters of a
 * debt's timeline and the CFPB's five sample letters to debt collectors, in our own words. A
 * letter is filled from the profile (name, mailing address), the debt (holder, collector, last
 * four digits, balance), the last offer and today's date; whatever is still unknown stays a
 * bracketed blank and is listed in `missing`, so the user sees what to add before printing.
 */
import { formatCalendarDate } from '@/shared/lib/dates';
import { formatUsd } from '@/shared/lib/money';
import { formatUsdCents } from '@/shared/lib/money-cents';
import type { HolderKind } from './regulation-f';

export const STEP_LETTERS = [
  'update_contacts',
  'give_notice',
  'settlement_offer',
  'agreement_request',
] as const;
export const CFPB_LETTERS = [
  'more_info',
  'dispute',
  'contact_me',
  'lawyer',
  'stop_contacting',
] as const;
export const LETTER_KINDS = [...STEP_LETTERS, ...CFPB_LETTERS] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_TITLES: Readonly<Record<LetterKind, string>> = {
  update_contacts: 'Update your contacts',
  give_notice: 'Give notice',
  settlement_offer: 'Settlement offer',
  agreement_request: 'Agreement in writing before payment',
  more_info: 'Tell me more about the debt',
  dispute: 'Dispute it and prove it',
  contact_me: 'How to contact me',
  lawyer: "I've hired a lawyer",
  stop_contacting: 'Stop contacting me',
};

/** The letters that dispute the debt (they open the 1006.38 pause when sent in time). */
export function isDisputeLetter(kind: LetterKind, holder: HolderKind | null): boolean {
  return kind === 'dispute' || (kind === 'give_notice' && isCollector(holder));
}

export const SEND_METHODS = ['certified_mail', 'mail', 'email'] as const;
export type SendMethod = (typeof SEND_METHODS)[number];
export const SEND_METHOD_LABELS: Readonly<Record<SendMethod, string>> = {
  certified_mail: 'Certified mail',
  mail: 'Regular mail',
  email: 'Email',
};

/** A certified mail tracking number as printed (USPS: 20 to 22 digits, often in groups). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]{8,40}$/;
export const TRACKING_NUMBER_MESSAGE = 'Enter the tracking number as printed on the receipt.';

/**
 * The letters that ask for the original creditor's name and address: sent within the
 * validation period, the collector must stop collecting until it answers (12 CFR 1006.38(c)).
 */
export function asksOriginalCreditor(kind: LetterKind): boolean {
  return kind === 'more_info';
}

/**
 * The letters that acknowledge the debt or offer to pay it: in many states a written
 * acknowledgment or a payment can restart the time to sue, so they warn first on a debt that is
 * possibly time-barred (the CFPB's five each say they are not an acknowledgment).
 */
export function acknowledgesDebt(kind: LetterKind): boolean {
  return STEP_LETTERS.includes(kind as never);
}

export const LETTERS_NOT_ADVICE =
  'These letters are samples to adapt, not legal advice. Keep a copy of everything you send.';

export interface LetterFacts {
  today: string;
  /** The profile's legal name and mailing address lines (street, unit, 'City, ST ZIP'). */
  sender: { full_name: string | null; address: readonly string[] | null };
  debt: {
    account_name: string;
    current_balance: number;
    holder_kind: HolderKind | null;
    collector_name: string | null;
    account_last_four: string | null;
    /** The recipient's mailing address lines, from the debt's details. */
    mailing_address: readonly string[] | null;
  };
  /** The deflection inbox's address, when email deflection is on. */
  deflection_email: string | null;
  /** The offer log's latest offer from the user. */
  last_offer: { amount: number; payments: number | null } | null;
  /** What only the letter's page asks for. */
  extras: { lawyer: string | null };
}

/** Where a missing fact is filled in. */
export type MissingPlace = 'profile' | 'details' | 'offers' | 'letter';

export interface MissingFact {
  /** What is missing, named. */
  field: string;
  where: MissingPlace;
}

export const MISSING_PLACE_TEXTS: Readonly<Record<MissingPlace, string>> = {
  profile: 'in your profile',
  details: "in the debt's details",
  offers: 'log one in the offer log',
  letter: 'on this page',
};

export interface FilledLetter {
  kind: LetterKind;
  title: string;
  /** The sender's block: name and mailing address (blanks when unknown). */
  from: string[];
  date: string;
  /** The recipient's block: the collector's or creditor's name and mailing address. */
  to: string[];
  subject: string;
  paragraphs: string[];
  signature: string;
  /** What to add before sending, each with where it is filled. */
  missing: MissingFact[];
}

/** A missing fact as one line: 'Your full name (in your profile)'. */
export function missingText(item: MissingFact): string {
  return `${item.field} (${MISSING_PLACE_TEXTS[item.where]})`;
}

const isCollector = (holder: HolderKind | null) =>
  holder === 'collection_agency' || holder === 'debt_buyer';

/** Which letter a step letter becomes for this holder: notice to a collector is a dispute. */
function bodyKind(
  kind: LetterKind,
  holder: HolderKind | null,
): Exclude<LetterKind, 'give_notice'> | 'hardship' {
  if (kind === 'give_notice') return isCollector(holder) ? 'dispute' : 'hardship';
  return kind;
}

export function fillLetter(kind: LetterKind, facts: LetterFacts): FilledLetter {
  const missing: MissingFact[] = [];
  const need = (
    value: string | null | undefined,
    blank: string,
    field: string,
    where: MissingPlace,
  ) => {
    if (value && value.trim() !== '') return value.trim();
    missing.push({ field, where });
    return `[${blank}]`;
  };
  const lines = (value: readonly string[] | null, blank: string, field: string) =>
    value && value.length > 0 ? [...value] : [need(null, blank, field, 'details')];

  const name = need(facts.sender.full_name, 'your full name', 'Your full name', 'profile');
  const address =
    facts.sender.address && facts.sender.address.length > 0
      ? [...facts.sender.address]
      : [need(null, 'your mailing address', 'Your mailing address', 'profile')];
  const { debt } = facts;
  const collectorLetter = isCollector(debt.holder_kind) || CFPB_LETTERS.includes(kind as never);
  const recipient = collectorLetter
    ? need(
        debt.collector_name ?? (isCollector(debt.holder_kind) ? null : debt.account_name),
        'the collector',
        "The collector's name",
        'details',
      )
    : need(debt.account_name, 'the creditor', "The creditor's name", 'details');
  const to = [
    recipient,
    ...lines(
      debt.mailing_address,
      collectorLetter ? "the collector's mailing address" : "the creditor's mailing address",
      collectorLetter ? "The collector's mailing address" : "The creditor's mailing address",
    ),
  ];
  const lastFour = need(
    debt.account_last_four,
    'last four digits',
    "The account's last four digits",
    'details',
  );
  const account = `account ending in ${lastFour}`;
  const balance = formatUsd(debt.current_balance);
  const original = debt.account_name.trim() || 'the original creditor';

  let paragraphs: string[];
  switch (bodyKind(kind, debt.holder_kind)) {
    case 'update_contacts': {
      const email = facts.deflection_email;
      paragraphs = [
        `Please update how you contact me about my ${account}.`,
        email
          ? `Write to me at the mailing address above or by email at ${email}. Please send every message about this account to that email address.`
          : 'Write to me at the mailing address above. Please contact me in writing only.',
        'Please do not call me at work, and do not contact me before 8 a.m. or after 9 p.m.',
        'Thank you for updating your records.',
      ];
      break;
    }
    case 'hardship':
      paragraphs = [
        `I am writing about my ${account}, with a balance of ${balance}.`,
        'Because of financial hardship, I cannot keep making the payments on this account. I want to resolve it and I am setting money aside to do so.',
        'I would like to discuss a settlement of this account. Please contact me in writing at the address above.',
        'This letter is not an acknowledgment that I owe any particular amount.',
      ];
      break;
    case 'settlement_offer': {
      const offer = facts.last_offer;
      const amount = offer
        ? // The offer log's figure to the cent, as the workspace shows it (SW-9).
          formatUsdCents(offer.amount)
        : need(null, 'your offer', 'An offer', 'offers');
      const how =
        offer && offer.payments !== null && offer.payments > 1
          ? `in ${offer.payments} monthly payments`
          : 'as a single payment (a lump sum)';
      // The written agreement's checklist (the settlement workspace's), asked for before paying.
      paragraphs = [
        `I am writing about my ${account}, with a balance of ${balance}.`,
        `I offer ${amount}, paid ${how}, to settle this account in full.`,
        'I will pay only after you send me this agreement in writing, on your letterhead. It should name the account and the creditor, the amount and the date or dates of payment, and say that the payment settles the account in full and releases the rest of the balance.',
        "It should say how the account will be reported to the credit bureaus ('Settled in Full' or 'Paid in Full'), and that the rest of the balance will not be sold, transferred or placed for collection (a debt collector may not sell or transfer a debt it knows was settled: 12 CFR 1006.30(b)).",
        'Please answer in writing at the address above.',
      ];
      break;
    }
    case 'agreement_request':
      paragraphs = [
        `Thank you for agreeing to settle my ${account}.`,
        'Before I make any payment, please send me the agreement in writing on your letterhead. It should name the account and the creditor, the amount and the date or dates of payment, and say that the payment settles the account in full and releases the rest of the balance.',
        "It should also say how the account will be reported to the credit bureaus ('Settled in Full' or 'Paid in Full'), and that the rest of the balance will not be sold, transferred or collected.",
        'I will make the payment once I have the signed agreement.',
      ];
      break;
    case 'more_info':
      paragraphs = [
        `You contacted me about a debt, ${account}, said to be owed to ${original}. Before I decide what to do, I need more information.`,
        'Please send me: the name and address of the creditor the debt is owed to now and of the original creditor; the account number; the amount owed, with the interest, fees, payments and credits added since the itemization date; and the date of the last payment.',
        'Please also tell me whether you are licensed to collect in my state, and send a copy of the last statement the original creditor sent me.',
        'This letter is not an acknowledgment that I owe this debt.',
      ];
      break;
    case 'dispute':
      paragraphs = [
        `I am writing about ${account}, which you say I owe to ${original}.`,
        'I dispute this debt. Please stop all collection of it until you send me verification of the debt: the name of the creditor, the amount and how it was calculated, and a copy of the agreement or a statement that shows I owe it.',
        'If you report this debt to the credit bureaus, report it as disputed.',
        'This letter is not an acknowledgment that I owe this debt.',
      ];
      break;
    case 'contact_me': {
      const email = facts.deflection_email;
      paragraphs = [
        `I am writing about ${account}.`,
        email
          ? `You may contact me only in writing: by mail at the address above or by email at ${email}.`
          : 'You may contact me only in writing, by mail at the address above.',
        'Do not call me, and do not contact me at work or before 8 a.m. or after 9 p.m.',
        'This letter is not an acknowledgment that I owe this debt.',
      ];
      break;
    }
    case 'lawyer': {
      const lawyer = need(
        facts.extras.lawyer,
        "your lawyer's name, address and phone",
        "Your lawyer's name, address and phone",
        'letter',
      );
      paragraphs = [
        `I am writing about ${account}.`,
        `A lawyer represents me about this debt. Please contact my lawyer, not me: ${lawyer}.`,
        'This letter is not an acknowledgment that I owe this debt.',
      ];
      break;
    }
    case 'stop_contacting':
      paragraphs = [
        `I am writing about ${account}.`,
        'Please stop all communication with me about this debt. You may only write to me to say that you are stopping collection, or that you or the creditor may take, or will take, a specific action.',
        'This letter is not an acknowledgment that I owe this debt.',
      ];
      break;
  }

  return {
    kind,
    title:
      kind === 'give_notice'
        ? `${LETTER_TITLES.give_notice}: ${isCollector(debt.holder_kind) ? LETTER_TITLES.dispute : 'Hardship notice'}`
        : LETTER_TITLES[kind],
    from: [name, ...address],
    date: formatCalendarDate(facts.today),
    to,
    subject: `Re: ${original}, ${account}`,
    paragraphs,
    signature: name,
    missing,
  };
}

/** The letter as plain text, for copying: the same blocks as the PDF and the print view. */
export function letterText(letter: FilledLetter): string {
  return [
    letter.from.join('\n'),
    letter.date,
    letter.to.join('\n'),
    letter.subject,
    ...letter.paragraphs,
    `Sincerely,\n\n${letter.signature}`,
  ].join('\n\n');
}

/** The PDF's file name: the letter's title and the date, in lower-case words. */
export function letterFileName(letter: FilledLetter, today: string): string {
  const words = letter.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${words}-${today}.pdf`;
}
