/**
 * What the optional listening hears on the user's own microphone, read into a cue and an amount.
 * Only the words the browser recognised on the device reach this function; nothing is kept.
 */
import { wordsToDigits } from '@/shared/lib/number-words';
import type { Cue } from './cues';

/** Cue words, most specific first: the first that matches wins. */
const CUE_WORDS: readonly [Cue, RegExp][] = [
  [
    'bank_details',
    /\b(bank (account|details|info)|routing number|account number|auto[- ]?(pay|debit|draft)|card number|debit card)\b/i,
  ],
  ['supervisor', /\b(supervisor|manager|transfer(red|ring)? (you|me))\b/i],
  [
    'ends_today',
    /\b(today only|ends today|expires? (today|tonight)|only (good|valid) (for )?today|by (the )?end of (the )?day)\b/i,
  ],
  [
    'threat',
    /\b(sue|suing|lawsuit|court|judg(e?)ment|garnish\w*|credit (report|bureau)s?|report (it|you|this))\b/i,
  ],
  [
    'cant_go_lower',
    /\b(can('|no)?t go (any )?lower|lowest (we|i) can|best (we|i) can do|no lower)\b/i,
  ],
  ['full_balance', /\b(full balance|in full|whole (balance|amount)|entire (balance|amount))\b/i],
  ['agree', /\b(we (can )?accept|(we|i) agree|it'?s a deal|you have a deal|that works for us)\b/i],
];

const THOUSANDS = /\b(\d+(?:\.\d+)?)\s*(?:k|thousand)\b/i;
const DIGITS_AMOUNT =
  /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d{3,})(?:\.(\d{2}))?/;

/** An amount in digits ('$1,500', '1500', '1,500.50'), in dollars, or null. */
function digitsAmount(text: string): number | null {
  const digits = DIGITS_AMOUNT.exec(text);
  if (!digits) return null;
  const whole = Number((digits[1] ?? digits[3])!.replace(/,/g, ''));
  const amount = whole + Number(digits[2] ?? digits[4] ?? 0) / 100;
  return amount > 0 ? amount : null;
}

/**
 * The first amount of money in what was heard, in dollars, or null. Said in words ('fifteen
 * hundred'), it is read as digits first; a plain number counts from three digits, so 'one' or
 * 'two' alone are not money (amounts on a debt call are hundreds or more).
 */
export function heardAmount(text: string): number | null {
  const thousands = THOUSANDS.exec(text);
  if (thousands) return Math.round(Number(thousands[1]) * 1000 * 100) / 100;
  return digitsAmount(text) ?? digitsAmount(wordsToDigits(text));
}

const MY_OFFER = /\b(i can (offer|pay|do|go to)|i('| wi)ll (pay|offer)|i offer|my offer)\b/i;

/**
 * What one phrase heard says: the user's own offer ('I can offer $1,500'), else a cue with its
 * amount; a figure said without other cue words is a counter-offer.
 */
export function hear(text: string): { kind: Cue | 'my_offer' | null; amount: number | null } {
  const amount = heardAmount(text);
  if (amount !== null && MY_OFFER.test(text)) return { kind: 'my_offer', amount };
  const cue = CUE_WORDS.find(([, words]) => words.test(text))?.[0] ?? null;
  if (amount !== null && (cue === null || cue === 'cant_go_lower' || cue === 'ends_today')) {
    return { kind: 'counter_offer', amount };
  }
  return { kind: cue, amount: null };
}
