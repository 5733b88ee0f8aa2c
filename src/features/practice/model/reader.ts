/**
 * The reader of the user's own words: a deterministic, rule-based reading of one typed line into
 * the moves the engine knows, with the amount it names. Both backends run it; an optional
 * language model may classify a line the reader cannot follow into the same intents
 * (`READ_INTENTS`), and its answer is checked here (`checkedIntent`) before the engine sees it.
 *
 * How a line is read:
 * - amounts as people write them: '$1,500', '1500', '1,500 dollars', '1.5k', 'fifteen hundred',
 *   'two thousand five hundred', '30%' or '30 percent' (of the balance), 'half the balance';
 *   a count of payments ('in 3 payments') and other counted things ('2 kids', '6 months') are
 *   not amounts;
 * - savings are read per clause ('My rent is $1,200 and I have no savings' denies savings; the
 *   number that goes with the savings words is the savings), and a negation denies them;
 * - a negated offer or acceptance ("I can't pay $2,000", "I won't accept that") is a decline.
 */
import { wordsToDigits } from '@/shared/lib/number-words';

export const READ_INTENTS = [
  'flag',
  'accept',
  'offer',
  'supervisor',
  'ask_writing',
  'ask_reporting',
  'validation',
  'refuse_bank',
  'hardship',
  'ask_account',
  'end_call',
  'decline',
  'savings',
] as const;
export type ReadIntent = (typeof READ_INTENTS)[number];

export type Hardship = 'job' | 'illness' | 'divorce' | 'income' | 'other';

export interface Reading {
  /** What the line does, or null when the reader cannot follow it. */
  intent: ReadIntent | null;
  /** The amount the line names in whole dollars (the offer, the accepted or declined figure). */
  amount: number | null;
  /** 'in 3 payments': how many payments the offer is split into. */
  payments: number | null;
  /** A hardship the line tells, alongside whatever else it does. */
  hardship: Hardship | null;
  /** Savings told (a figure), denied, or not mentioned. */
  savings: { told: number } | 'denied' | null;
}

export interface ReadContext {
  /** The balance, for percentages ('30%') and 'half the balance'. */
  balance: number;
}

/** A candidate amount in the line. */
interface Found {
  value: number;
  index: number;
  end: number;
  /** Said as money ('$', 'dollars', 'k') or a share ('%'). */
  money: boolean;
  percent: boolean;
}

const COUNTED =
  /^\s*(?:monthly\s+)?(payments?|installments?|instalments?|months?|weeks?|days?|years?|kids?|children|child|people|times|hours?|am\b|pm\b|a\.m\.|p\.m\.|o'clock|jobs?|cards?|accounts?|minutes?)/i;

function candidates(text: string, balance: number): Found[] {
  const found: Found[] = [];
  const pattern =
    /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k\b|thousand\b)?(\s*(?:%|percent\b|per cent\b))?(\s*(?:dollars|bucks|usd)\b)?/gi;
  for (const match of text.matchAll(pattern)) {
    const [whole, dollar, integer, decimals, thousands, percent, dollars] = match;
    const index = match.index;
    const end = index + whole.length;
    if (/\d/.test(text[index - 1] ?? '')) continue;
    let value = Number(integer!.replace(/,/g, '') + (decimals ?? ''));
    if (thousands) value *= 1000;
    if (percent) {
      if (value > 100) continue;
      found.push({
        value: Math.round((balance * value) / 100),
        index,
        end,
        money: true,
        percent: true,
      });
      continue;
    }
    const money = Boolean(dollar || thousands || dollars);
    if (!money && COUNTED.test(text.slice(end))) continue;
    // A bare small number ('2', 'at 8') is a count or a time, not an amount.
    if (!money && value < 50) continue;
    found.push({ value: Math.round(value), index, end, money, percent: false });
  }
  const half = /\bhalf (?:of )?(?:the |my |this )?(?:balance|debt|amount|total|it)\b/i.exec(text);
  if (half) {
    found.push({
      value: Math.round(balance / 2),
      index: half.index,
      end: half.index + half[0].length,
      money: true,
      percent: true,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

function paymentsIn(text: string): number | null {
  const match =
    /\b(?:in|over|across|as)\s+(\d{1,2})\s+(?:monthly\s+)?(?:payments|installments|instalments|months)\b/i.exec(
      text,
    );
  return match ? Number(match[1]) : null;
}

const NEGATION =
  /\b(no|not|never|none|nothing|without|zero|can'?t|cannot|won'?t|don'?t|doesn'?t|didn'?t|haven'?t|hasn'?t|isn'?t|aren'?t|wouldn'?t|couldn'?t|unable|refuse)\b|n't\b/i;

const SAVINGS =
  /\b(sav(e|ed|ings?)|set aside|put aside|put away|stashed|in the bank|in my (bank|account|checking)|emergency fund|nest egg|rainy day)\b/i;

/** The parts of a line that can each say one thing: split at 'and', 'but', commas and stops. */
function clauses(text: string): string[] {
  return text
    .split(/(?:[.;!?]\s+|,\s*(?=\D)|\s+(?:and|but|though|although|while|so)\s+)/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

function savingsIn(text: string, balance: number): Reading['savings'] {
  let result: Reading['savings'] = null;
  for (const clause of clauses(text)) {
    if (!SAVINGS.test(clause)) continue;
    // 'I can offer $1,000 from my savings' is an offer, not a statement of what is saved.
    if (OFFER_WORDS.test(clause)) continue;
    if (NEGATION.test(clause)) {
      result ??= 'denied';
      continue;
    }
    const amount = candidates(clause, balance).find((item) => !item.percent);
    if (amount && amount.value > 0) return { told: amount.value };
  }
  return result;
}

const HARDSHIPS: readonly [Hardship, RegExp][] = [
  [
    'job',
    /\b(lost (my |our )?(job|work|position)|laid off|lay-?off|unemploy\w*|fired|let go|out of work|(lost|cut) (my )?hours|hours (were |got )?cut|furlough\w*|between jobs)\b/i,
  ],
  [
    'illness',
    /\b(sick|ill\b|illness|hospital\w*|medical|surgery|cancer|diagnos\w*|disab\w*|injur\w*|accident|treatment)\b/i,
  ],
  ['divorce', /\b(divorc\w*|separat\w*|split up|my (ex|husband|wife) left)\b/i],
  [
    'income',
    /\b(can'?t afford|cannot afford|fixed income|retired|on benefits|pay cut|less income|income (dropped|fell)|behind on (rent|bills)|struggling|hardship|passed away|death in)\b/i,
  ],
];

function hardshipIn(text: string): Hardship | null {
  for (const [kind, pattern] of HARDSHIPS) if (pattern.test(text)) return kind;
  return null;
}

const OFFER_WORDS =
  /\b(offer\w*|pay|paying|do|give|settle|send|propose|counter|how about|what about|would you (take|accept)|could (manage|do)|can (manage|do)|afford|put (up|down)|come up with|go (up )?to|raise|most i|max(imum)?|up to|at most|budget)\b/i;

const FLAG =
  /\b(not allowed|illegal|unlawful|against the (law|rules)|you can'?t (say|threaten|do|call)|you cannot (say|threaten|do|call)|violat\w*|harass\w*|that'?s a threat|threatening me|i'?ll report you|report you to the cfpb|cfpb)\b/i;
const SUPERVISOR =
  /\b(supervisor|manager|someone (else|higher|senior)|your boss|escalate|higher up|team lead)\b/i;
const WRITING =
  /\b(in writing|written|on paper|(send|mail|email|e-mail) (me )?(the |a |an |that |this )?(agreement|letter|offer|contract|terms|it|that|confirmation)|put (that|it|this) in writing|a letter|paper ?trail)\b/i;
const REPORTING =
  /\b(report(ed|ing)?|credit (bureau|report|score|file|history)|bureaus?|paid in full|settled in full|equifax|experian|transunion)\b/i;
const VALIDATION =
  /\b(validat\w*|verif\w*|prove (it|that|this|the debt|i owe)|proof|dispute\w*|not my (debt|account)|(don'?t|do not) owe|never had (this|that|an?) (account|card)|debt collection notice|who says i owe)\b/i;
const BANK =
  /\b(bank (account|details|info\w*|access)|checking|routing|account number|auto[- ]?(pay|debit|draft)|direct debit|debit (it|my)|take (it|the money|payments?) (out|from)|electronic (access|payment)|card number|post-?dated (check|cheque)s?)\b/i;
const ACCOUNT =
  /\b(who (owns|holds|has) (it|this|the (debt|account))|what('?s| is) (the|my) balance|how much (do i owe|is (it|the debt|owed))|account (details|information|info)|which account|what account|tell me about (the|this|my) (account|debt)|where did this (debt|balance) come from|original creditor)\b/i;
const END =
  /\b(good ?bye|bye|hang(ing)? up|end (the|this) call|i('?m| am) done|i have to go|gotta go|not interested|call (you )?back (later|another time)|talk later|think (about|it over)|sleep on it)\b/i;
const ACCEPT =
  /\b(i (will |'ll |can |do )?(accept|agree)|i'?ll take (it|that|the deal)|(it'?s a |you have a |we have a )?deal\b|that works|sounds good|agreed|yes,? (please|let'?s do (it|that))|let'?s do (it|that)|ok(ay)?,? (i'?ll|let'?s) (do|pay) (it|that))\b/i;
const DECLINE =
  /\b((won'?t|will not|can'?t|cannot|do not|don'?t) (accept|agree|take (it|that))|no,? thank(s| you)|too (much|high|expensive)|that'?s (a lot|not (enough|possible|doable|fair))|no deal|reject|decline|not (acceptable|doable|possible|happening)|out of (my|the) (budget|question)|way more than)\b/i;

/** The text after a negation word, up to the end of the clause, is negated. */
const negated = (text: string, pattern: RegExp) =>
  clauses(text).some((clause) => {
    const match = pattern.exec(clause);
    if (!match) return false;
    const before = clause.slice(Math.max(0, match.index - 30), match.index);
    return NEGATION.test(before);
  });

/** Reads one typed line. Never throws; an empty or unreadable line has no intent. */
export function readWords(raw: string, context: ReadContext): Reading {
  const text = wordsToDigits(raw.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim());
  const amounts = candidates(text, context.balance);
  const payments = paymentsIn(text);
  const hardship = hardshipIn(text);
  const savings = savingsIn(text, context.balance);
  const savingsClauseAmount = savings !== null && savings !== 'denied' ? savings.told : Number.NaN;
  // The amount of the line: the first money amount outside what the savings words name.
  const amount =
    amounts.find((item) => item.value !== savingsClauseAmount && item.money)?.value ??
    amounts.find((item) => item.value !== savingsClauseAmount)?.value ??
    null;
  const reading = (intent: ReadIntent | null, withAmount = amount): Reading => ({
    intent,
    amount: withAmount !== null && withAmount >= 1 ? withAmount : null,
    payments,
    hardship,
    savings,
  });
  if (text === '') return reading(null, null);

  if (FLAG.test(text) && !/\breport(ed|ing)? (it|this|the account)\b/i.test(text)) {
    return reading('flag', null);
  }
  if (ACCEPT.test(text)) {
    return negated(text, ACCEPT) ? reading('decline') : reading('accept');
  }
  // A line that is only an amount ('1500', '30%', 'How about half the balance?') is an offer.
  let rest = text;
  for (const item of [...amounts].reverse())
    rest = rest.slice(0, item.index) + rest.slice(item.end);
  const bare =
    amounts.length > 0 &&
    /^(?:[\s,.!?]|\b(?:ok(?:ay)?|well|um+|so|then|how about|what about|maybe|and|of|the|balance|debt|total)\b)*$/i.test(
      rest,
    );
  if (amount !== null && (bare || OFFER_WORDS.test(text))) {
    if (negated(text, OFFER_WORDS) && !/\b(more than|over|above|higher than)\b/i.test(text)) {
      return reading('decline');
    }
    return reading('offer');
  }
  if (SUPERVISOR.test(text)) return reading('supervisor', null);
  if (WRITING.test(text)) return reading('ask_writing', null);
  if (REPORTING.test(text) && !/\bi'?ll report\b/i.test(text)) {
    return reading('ask_reporting', null);
  }
  if (VALIDATION.test(text)) return reading('validation', null);
  if (
    BANK.test(text) &&
    (NEGATION.test(text) || /\b(instead|myself|by (check|cheque|money order|card))\b/i.test(text))
  ) {
    return reading('refuse_bank', null);
  }
  if (hardship !== null) return reading('hardship', null);
  if (savings !== null) return reading('savings', null);
  if (ACCOUNT.test(text)) return reading('ask_account', null);
  if (END.test(text)) return reading('end_call', null);
  if (DECLINE.test(text) || /^\s*no\b/i.test(text)) return reading('decline');
  return reading(null);
}

/** A language model's intent for a line, kept only when it is one of the reader's. */
export function checkedIntent(candidate: unknown): ReadIntent | null {
  return typeof candidate === 'string' && (READ_INTENTS as readonly string[]).includes(candidate)
    ? (candidate as ReadIntent)
    : null;
}
