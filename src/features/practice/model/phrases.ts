/**
 * The agent's words: a phrase bank per move, holder and mood, one line picked by the session's
 * seed. Lines name amounts only through `{amount}` and `{balance}`, which the engine fills, so
 * every number the user reads comes from the engine.
 */
import type { Holder } from './setup';

export const MOODS = ['warm', 'neutral', 'firm'] as const;
export type Mood = (typeof MOODS)[number];

export const AGENT_MOVES = [
  'open',
  'counter',
  'exploit',
  'accept',
  'account',
  'hardship',
  'writing',
  'reporting',
  'supervisor_moves',
  'supervisor_holds',
  'last_offer',
  'goodbye',
  'savings_heard',
  'apology',
  'no_violation',
  'listen',
  'time_up',
] as const;
export type AgentMove = (typeof AGENT_MOVES)[number];

type ByMood = Readonly<Record<Mood, readonly string[]>>;
type ByHolder = Readonly<Record<Holder, ByMood>>;

/** Who answers the phone for each holder. */
export const HOLDER_SPEAKERS: Readonly<Record<Holder, { org: string; names: readonly string[] }>> =
  {
    original_creditor: { org: 'the card issuer', names: ['Dana', 'Marcus', 'Priya'] },
    collection_agency: { org: 'the collection agency', names: ['Rick', 'Tanya', 'Joel'] },
    debt_buyer: { org: 'the account owner', names: ['Vince', 'Carla', 'Omar'] },
  };

const sameForHolders = (lines: ByMood): ByHolder => ({
  original_creditor: lines,
  collection_agency: lines,
  debt_buyer: lines,
});

export const PHRASES: Readonly<Record<AgentMove, ByHolder>> = {
  open: {
    original_creditor: {
      warm: [
        "Hi, this is {name} with {org}'s recovery team. I see a balance of {balance} on your card. How can I help you get this resolved?",
        'Thanks for calling, this is {name} at {org}. Your account shows {balance} past due; let us see what we can work out.',
      ],
      neutral: [
        'This is {name} with {org}. The account balance is {balance}, and it is due in full.',
        "{name} speaking, {org}'s account services. You owe {balance}; how would you like to pay it today?",
      ],
      firm: [
        'This is {name}, {org}. Your balance of {balance} is seriously past due and we expect it paid in full.',
        '{name} here with {org}. {balance} is owed, and I need to know how you are paying it today.',
      ],
    },
    collection_agency: {
      warm: [
        'Hi, {name} here from {org}. We were assigned your card account with {balance} owing. I would like to help you close it.',
        'This is {name} with {org}, calling about a card balance of {balance}. We have some options to talk through.',
      ],
      neutral: [
        'This is {name} with {org}. We are collecting a balance of {balance} on your card account.',
        '{name} from {org}. Your account was placed with us for {balance}. How will you take care of it?',
      ],
      firm: [
        '{name}, {org}. You owe {balance} and this account is in collections. We need payment in full.',
        'This is {name} from {org}. The balance is {balance}, and my client expects all of it.',
      ],
    },
    debt_buyer: {
      warm: [
        'Hello, {name} with {org}. We purchased your card account, balance {balance}. I can help you settle it.',
        'This is {name}. Our company owns your old card account now, {balance} outstanding. Let us find a way through.',
      ],
      neutral: [
        '{name} here, with {org}. We bought your card account; the balance is {balance}.',
        'This is {name} calling for {org}. We hold your card account now, with {balance} due.',
      ],
      firm: [
        '{name}, with {org}. We own this debt now, {balance}, and we want it paid in full.',
        'This is {name}. Our company bought your account and the full {balance} is due.',
      ],
    },
  },
  counter: sameForHolders({
    warm: [
      'I understand. I cannot do that, but I could accept {amount}.',
      'I hear you. The best I can do right now is {amount}.',
      'Let me meet you part way: {amount} would close this.',
    ],
    neutral: [
      'That is not enough. I can go down to {amount}.',
      'I cannot accept that. {amount} is what I can offer.',
      'We would need {amount} to settle this account.',
    ],
    firm: [
      'No. {amount} is the lowest I will consider.',
      'That offer will not work. It is {amount} or we keep collecting.',
      'I need {amount}. Anything less and we are done talking.',
    ],
  }),
  exploit: sameForHolders({
    warm: [
      'Oh, so you do have more to work with. Then I need {amount}.',
      'That is quite a jump. If you can do that, you can do {amount}.',
    ],
    neutral: [
      'Interesting, that is a big move. I will need {amount}.',
      'If you can find that much, you can find {amount}.',
    ],
    firm: [
      'So the money is there after all. {amount}, then.',
      'You just showed me you can pay more. {amount} or nothing.',
    ],
  }),
  accept: sameForHolders({
    warm: [
      'Alright, {amount} it is. I will note the settlement on the account.',
      'Good news: I can accept {amount} to settle this account.',
    ],
    neutral: ['I can accept {amount} as a settlement.', 'Fine. {amount} settles the account.'],
    firm: [
      'Very well. {amount}, and that closes it.',
      'I will take {amount}. Do not miss the payment.',
    ],
  }),
  account: {
    original_creditor: {
      warm: [
        'The card was charged off after several missed payments. The balance, {balance}, includes interest and late fees.',
      ],
      neutral: ['The account is charged off. {balance} is the full balance, interest included.'],
      firm: ['It is a charged-off card. {balance}, all of it due.'],
    },
    collection_agency: {
      warm: [
        'We collect for the card issuer; they still own the debt. Your balance with us is {balance}.',
      ],
      neutral: ['We are collecting for the original creditor. The balance is {balance}.'],
      firm: ['We collect for your card issuer. You owe {balance}. That is all you need to know.'],
    },
    debt_buyer: {
      warm: [
        'We bought the account from the card issuer, so you deal with us now. The balance is {balance}.',
      ],
      neutral: ['We purchased the account from your card issuer. It shows {balance}.'],
      firm: ['We own it now. It says {balance}, and that is what you owe us.'],
    },
  },
  hardship: sameForHolders({
    warm: [
      'I am sorry to hear that. Thank you for explaining; that helps me look at options.',
      'That sounds hard. Let me see what flexibility we have.',
    ],
    neutral: [
      'Understood. I will note the hardship on the account.',
      'Okay. Hardships are common; what can you pay?',
    ],
    firm: [
      'Everyone has a story. What matters is what you can pay.',
      'I have heard that before. Make me an offer.',
    ],
  }),
  writing: sameForHolders({
    warm: ['Of course. Once we agree, I will send the agreement in writing before any payment.'],
    neutral: ['Yes, we send a written agreement once terms are set.'],
    firm: ['Fine, you will get a letter once we agree. Now, the amount.'],
  }),
  reporting: {
    original_creditor: {
      warm: ['We can report the account as Settled in Full with a zero balance.'],
      neutral: [
        'A settlement is reported as settled; I can note Settled in Full on the agreement.',
      ],
      firm: ['Paid in Full only for the full balance. Otherwise it shows as settled.'],
    },
    collection_agency: {
      warm: ['We will ask the creditor to report it as Settled in Full.'],
      neutral: ['We report a settled account as Settled in Full.'],
      firm: ['We report what we report. Settled, once it is paid.'],
    },
    debt_buyer: {
      warm: ['We will update the bureaus to Settled in Full with a zero balance.'],
      neutral: ['It will be reported as settled, with a zero balance.'],
      firm: ['It gets reported as settled. Paid in Full costs the full balance.'],
    },
  },
  supervisor_moves: sameForHolders({
    warm: ['This is the supervisor. I looked at your file, and I can approve {amount}.'],
    neutral: ['Supervisor here. I can authorise {amount}, but not less.'],
    firm: ['I am the supervisor. I will go to {amount}, once.'],
  }),
  supervisor_holds: sameForHolders({
    warm: ['My supervisor agrees with me: {amount} is what we can do.'],
    neutral: ['I checked with my supervisor. {amount} stands.'],
    firm: ['My supervisor says the same. {amount}.'],
  }),
  last_offer: sameForHolders({
    warm: ['Wait, before you go: I can do {amount}, and that is my last offer.'],
    neutral: ['Hold on. Final offer: {amount}.'],
    firm: ['Fine. {amount}, last offer, take it or leave it.'],
  }),
  goodbye: sameForHolders({
    warm: ['Alright. Call us back when you are ready.'],
    neutral: ['Okay. The account stays open with the full balance.'],
    firm: ['Then we will keep collecting. Goodbye.'],
  }),
  savings_heard: sameForHolders({
    warm: ['Thank you for telling me. With that much saved, {amount} should be easy for you.'],
    neutral: ['Good to know what you have. Then {amount} is reasonable.'],
    firm: ['So you have the money. I want {amount}.'],
  }),
  apology: sameForHolders({
    warm: ['You are right, I should not have said that. I apologise. I can go to {amount}.'],
    neutral: ['Noted, I withdraw that. Let us say {amount}.'],
    firm: ['Fine, I take that back. {amount}, then.'],
  }),
  no_violation: sameForHolders({
    warm: ['I am not sure what you mean; I have not said anything like that.'],
    neutral: ['I did not say anything improper. Back to the amount.'],
    firm: ['Nothing I said was out of line. Let us talk money.'],
  }),
  listen: sameForHolders({
    warm: ['I understand. The current figure is {amount}; what can you offer?'],
    neutral: ['Okay. We are at {amount}. Do you have an offer?'],
    firm: ['Noted. {amount}. Make an offer or I move on.'],
  }),
  time_up: sameForHolders({
    warm: ['I am sorry, I have to take another call. Please call back.'],
    neutral: ['We are out of time. The account stays open.'],
    firm: ['I am done here. Goodbye.'],
  }),
};

/** What the Hard agent says that a collector may not (see violations.ts). */
export const VIOLATION_LINES = {
  time_barred_suit: [
    'I know this account is past the statute of limitations, but if you do not pay we will sue you anyway.',
    'It does not matter that the debt is time-barred; our lawyers will take you to court.',
  ],
  arrest: [
    'If you do not settle this, you could be arrested.',
    'People who ignore debts like this end up in jail, you know.',
  ],
  call_hours: [
    'If we do not agree today, we will keep calling you early in the morning, before eight, and late at night.',
    'I will call you at six in the morning every day until this is paid.',
  ],
} as const;

/** Fills `{name}`, `{org}`, `{amount}` and `{balance}`. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
