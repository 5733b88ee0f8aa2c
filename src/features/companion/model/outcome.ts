/**
 * How a call ended, and the contact-log note the saved call carries: the outcome and every
 * amount said, in the order they were said.
 */
import { formatUsdCents } from '@/shared/lib/money-cents';

export const OUTCOMES = ['agreed', 'no_deal', 'call_back'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Readonly<Record<Outcome, string>> = {
  agreed: 'We agreed on an amount (the letter is to follow)',
  no_deal: 'No agreement',
  call_back: 'One of us will call back',
};

/** The contact log's note names the outcome in a few words. */
const OUTCOME_NOTES: Readonly<Record<Outcome, string>> = {
  agreed: 'agreed on an amount, written agreement to follow',
  no_deal: 'no agreement',
  call_back: 'to call back',
};

export interface SaidAmount {
  by: 'me' | 'creditor';
  amount: number;
}

export const NOTE_MAX = 1000;

/**
 * "Call with the companion: no agreement. Amounts: you $1,500; they $2,000." and the user's own
 * words after it.
 */
export function contactNote(outcome: Outcome, amounts: readonly SaidAmount[], words = ''): string {
  const said = amounts
    .map(({ by, amount }) => `${by === 'me' ? 'you' : 'they'} ${formatUsdCents(amount)}`)
    .join('; ');
  const note = [
    `Call with the companion: ${OUTCOME_NOTES[outcome]}.`,
    said ? `Amounts: ${said}.` : '',
    words.trim(),
  ]
    .filter(Boolean)
    .join(' ');
  return note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;
}
