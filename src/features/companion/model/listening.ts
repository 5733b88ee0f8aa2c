/**
 * What the optional listening hears on the user's own microphone, read into a cue and an amount.
 * Only the words the browser recognised on the device reach this function; nothing is kept.
 */
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

const SMALL: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** 'two thousand five hundred', 'fifteen hundred', 'forty-two hundred': the number, or null. */
function wordsToNumber(words: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue;
    if (word in SMALL) {
      current += SMALL[word]!;
      seen = true;
    } else if (word === 'hundred' && seen) {
      current *= 100;
    } else if (word === 'thousand' && seen) {
      total += current * 1000;
      current = 0;
    } else return null;
  }
  return seen ? total + current : null;
}

const NUMBER_WORD = `(?:${[...Object.keys(SMALL), 'hundred', 'thousand', 'and'].join('|')})`;
const WORDS_AMOUNT = new RegExp(
  `\\b(${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*)\\s*(?:dollars|bucks)?\\b`,
  'i',
);
const THOUSANDS = /\b(\d+(?:\.\d+)?)\s*(?:k|thousand)\b/i;
const DIGITS_AMOUNT =
  /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d{3,})(?:\.(\d{2}))?/;

/** The first amount of money in what was heard, in dollars, or null. */
export function heardAmount(text: string): number | null {
  const thousands = THOUSANDS.exec(text);
  if (thousands) return Math.round(Number(thousands[1]) * 1000 * 100) / 100;
  const digits = DIGITS_AMOUNT.exec(text);
  if (digits) {
    const whole = Number((digits[1] ?? digits[3])!.replace(/,/g, ''));
    const amount = whole + Number(digits[2] ?? digits[4] ?? 0) / 100;
    return amount > 0 ? amount : null;
  }
  const words = WORDS_AMOUNT.exec(text);
  if (!words) return null;
  const amount = wordsToNumber(words[1]!);
  // 'one' or 'two' alone are not money; amounts on a debt call are hundreds or more.
  return amount !== null && amount >= 100 ? amount : null;
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
