import { describe, expect, it } from 'vitest';
import { checkedIntent, readWords, type Reading } from './reader';

const context = { balance: 5000 };

/** Each phrasing, what it does and the amount it names. */
const PHRASINGS: readonly [text: string, intent: Reading['intent'], amount: number | null][] = [
  // Offers as people write them.
  ['I offer $1,500', 'offer', 1500],
  ['I can offer $1,500', 'offer', 1500],
  ['1500', 'offer', 1500],
  ['$1500', 'offer', 1500],
  ['1,500 dollars', 'offer', 1500],
  ['fifteen hundred', 'offer', 1500],
  ['I can pay fifteen hundred dollars', 'offer', 1500],
  ['What about two thousand five hundred?', 'offer', 2500],
  ['How about a thousand dollars?', 'offer', 1000],
  ['I could do twelve hundred and fifty', 'offer', 1250],
  ['how about 1.5k', 'offer', 1500],
  ['I can do $2k', 'offer', 2000],
  ['30%', 'offer', 1500],
  ['I can do 30% of the balance', 'offer', 1500],
  ['Would you take 40 percent?', 'offer', 2000],
  ['How about half the balance?', 'offer', 2500],
  ['I can do 1,500 in 3 payments', 'offer', 1500],
  ['I could pay $1,800 over 6 months', 'offer', 1800],
  ['ok 2000', 'offer', 2000],
  ['I will not pay more than $1,800', 'offer', 1800],
  ["I can't afford more than 1200", 'offer', 1200],
  ['My best offer is $1,750.00', 'offer', 1750],
  ['I have 2 kids, so I can only give you 900', 'offer', 900],
  ['I can raise it to $1,650', 'offer', 1650],
  // Accepting and declining.
  ['I accept', 'accept', null],
  ['I accept $6,100', 'accept', 6100],
  ["Okay, it's a deal", 'accept', null],
  ['That works for me', 'accept', null],
  ["I won't accept that", 'decline', null],
  ["I can't pay $2,000", 'decline', 2000],
  ['No, thank you', 'decline', null],
  ['That is way too much', 'decline', null],
  ["I don't agree", 'decline', null],
  ['No.', 'decline', null],
  // Asking for a supervisor, for writing, about reporting.
  ['Can I speak to your supervisor?', 'supervisor', null],
  ['I would like to talk to a manager please', 'supervisor', null],
  ['Will you send me the agreement in writing?', 'ask_writing', null],
  ['Put that in writing before I pay anything', 'ask_writing', null],
  ['Can you email me the terms?', 'ask_writing', null],
  ['How will this be reported to the credit bureaus?', 'ask_reporting', null],
  ['Will it show as paid in full on my credit report?', 'ask_reporting', null],
  // Hardship.
  ['I lost my job', 'hardship', null],
  ['I was laid off in March', 'hardship', null],
  ['My hours were cut at work', 'hardship', null],
  ['I have been in the hospital since June', 'hardship', null],
  ['I am going through a divorce', 'hardship', null],
  ['I am on a fixed income now', 'hardship', null],
  // Validation and disputes.
  ['Please validate this debt', 'validation', null],
  ['I dispute this debt', 'validation', null],
  ['Can you prove I owe this?', 'validation', null],
  ['This is not my debt', 'validation', null],
  // Bank access refused.
  ["I won't give you my bank account details", 'refuse_bank', null],
  ["I'll pay by check instead of autopay", 'refuse_bank', null],
  ['No auto-debit, I will pay each payment myself', 'refuse_bank', null],
  // Savings said or denied.
  ['I have $3,000 saved', 'savings', null],
  ['I saved 3k', 'savings', null],
  ['I have 2 kids and $3,000 in savings', 'savings', null],
  ['My rent is $1,200 and I have no savings', 'savings', null],
  ["I don't have any savings", 'savings', null],
  ['I have nothing saved', 'savings', null],
  // Calling out a violation.
  ["That's not allowed", 'flag', null],
  ["That's illegal", 'flag', null],
  ["You can't threaten me with jail", 'flag', null],
  ['You are not allowed to call me at 6 in the morning', 'flag', null],
  // The account, ending the call.
  ['Who owns this debt now?', 'ask_account', null],
  ['How much do I owe?', 'ask_account', null],
  ["I'm not interested, goodbye", 'end_call', null],
  ['I need to think about it', 'end_call', null],
  // Words it cannot follow.
  ['banana', null, null],
  ['The weather is nice today', null, null],
  ['Is $2,000 a thing?', null, 2000],
  ['', null, null],
];

describe('the reader of typed words', () => {
  it(`reads ${PHRASINGS.length} phrasings into the move they make and the amount they name`, () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
    const wrong = PHRASINGS.flatMap(([text, intent, amount]) => {
      const reading = readWords(text, context);
      return reading.intent === intent && reading.amount === amount
        ? []
        : [
            {
              text,
              expected: { intent, amount },
              read: { intent: reading.intent, amount: reading.amount },
            },
          ];
    });
    expect(wrong).toEqual([]);
  });

  it('reads savings by clause: the number that goes with the savings words, and negations', () => {
    expect(readWords('I have 2 kids and $3,000 in savings', context).savings).toEqual({
      told: 3000,
    });
    expect(readWords('My rent is $1,200 and I have no savings', context).savings).toBe('denied');
    expect(readWords("I don't have any savings", context).savings).toBe('denied');
    expect(readWords('I have nothing put aside', context).savings).toBe('denied');
    expect(readWords('I saved 3k', context).savings).toEqual({ told: 3000 });
    // An offer paid from savings names the offer, not what is saved.
    expect(readWords('I can offer $1,000 from my savings', context)).toMatchObject({
      intent: 'offer',
      amount: 1000,
      savings: null,
    });
    expect(readWords('My rent is $1,200', context).savings).toBeNull();
  });

  it('reads a hardship told beside an offer, and the payments of an offer', () => {
    expect(readWords('I lost my job, but I can do 1,500 in 3 payments', context)).toMatchObject({
      intent: 'offer',
      amount: 1500,
      payments: 3,
      hardship: 'job',
    });
    expect(readWords('I am sick and I was laid off', context).hardship).toBe('job');
    expect(readWords('My husband left, we are divorcing', context).hardship).toBe('divorce');
  });

  it('takes percentages of the balance it is given', () => {
    expect(readWords('I can do 30%', { balance: 8000 }).amount).toBe(2400);
    expect(readWords('half the debt', { balance: 7001 }).amount).toBe(3501);
    expect(readWords('I can do 150%', context).amount).toBeNull();
  });

  it("keeps a language model's intent only when it is one of the reader's", () => {
    expect(checkedIntent('offer')).toBe('offer');
    expect(checkedIntent('hardship')).toBe('hardship');
    expect(checkedIntent('transfer_money')).toBeNull();
    expect(checkedIntent(42)).toBeNull();
  });
});
