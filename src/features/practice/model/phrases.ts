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
  'hold',
  'pressure',
  'deadline',
  'validation',
  'bank_refused',
  'late_flag',
  'not_understood',
  'apology_holds',
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
  // A counter always names a lower ask than the one before: the engine says it only when it moved.
  counter: {
    original_creditor: {
      warm: [
        'I understand. I cannot do that, but I could come down to {amount}.',
        'Let me meet you part way: {amount} would close this card account.',
      ],
      neutral: [
        'That is not enough for us. I can come down to {amount}.',
        'I can lower the settlement to {amount}.',
      ],
      firm: [
        'We do not usually discount this much, but I can go to {amount}.',
        'I will come down to {amount}. That is a real discount on your card balance.',
      ],
    },
    collection_agency: {
      warm: [
        'I hear you. My client will let me come down to {amount}.',
        'Let me meet you part way: {amount} would close this.',
      ],
      neutral: [
        'That is not enough. I can go down to {amount}.',
        'I can lower it to {amount} to settle this account.',
      ],
      firm: [
        'Fine, I will move: {amount}, and I am not moving much more.',
        'I can come down to {amount}. Anything less and we keep collecting.',
      ],
    },
    debt_buyer: {
      warm: [
        'We own the account, so I have some room: I can come down to {amount}.',
        'Let me meet you part way: {amount} and we close it.',
      ],
      neutral: [
        'I can go down to {amount} to settle the account.',
        'We can lower the settlement to {amount}.',
      ],
      firm: [
        'I will drop it to {amount}. Do not expect another drop like that.',
        'Alright, {amount}. That is a big cut on what you owe us.',
      ],
    },
  },
  // The agent turns an offer down without moving: its ask stays where it was.
  hold: {
    original_creditor: {
      warm: ['I am sorry, I cannot go lower than {amount} right now.'],
      neutral: ['We cannot go lower. The settlement stays at {amount}.'],
      firm: ['No. {amount}. We cannot go lower on our own account.'],
    },
    collection_agency: {
      warm: ['I wish I could, but {amount} is what my client allows today.'],
      neutral: ['That will not work. We are still at {amount}.'],
      firm: ['No. {amount} is the number. I am not moving on that offer.'],
    },
    debt_buyer: {
      warm: ['I cannot take that, I am afraid. We are still at {amount}.'],
      neutral: ['Not enough. The figure stays at {amount}.'],
      firm: ['That offer is too low. {amount}, same as before.'],
    },
  },
  // Lawful pressure without moving: what happens if there is no deal.
  pressure: {
    original_creditor: {
      warm: [
        'I want to help before this goes further: if we cannot agree, the account may be sent to a collection agency. We are at {amount}.',
      ],
      neutral: [
        'If we cannot settle, the account may go to a collection agency. The figure stays at {amount}.',
      ],
      firm: [
        "We can't go lower than {amount}. Without an agreement, the account may be sent to collections.",
      ],
    },
    collection_agency: {
      warm: [
        'If we cannot settle, my client keeps the account open at the full balance. {amount} still stands.',
      ],
      neutral: [
        'Without an agreement the full balance stays owing, with the account in collections. We are at {amount}.',
      ],
      firm: [
        '{amount} is what my client authorised. Without it, the full balance stays in collections.',
      ],
    },
    debt_buyer: {
      warm: [
        'We own the account, so the full balance stays owing to us if we cannot agree. {amount} still stands.',
      ],
      neutral: ['If you do not settle, we keep collecting the full balance. We are at {amount}.'],
      firm: ['We bought this debt to collect it. {amount}, or the full balance stays owing.'],
    },
  },
  // A deadline on the ask, without moving.
  deadline: {
    original_creditor: {
      warm: ['I can hold {amount} for you until the end of the week.'],
      neutral: ['{amount} is available until the end of this week.'],
      firm: ['{amount} is good until Friday. After that, it is the full balance.'],
    },
    collection_agency: {
      warm: ['I can only keep {amount} open on this call, I am afraid.'],
      neutral: ['This figure, {amount}, ends today.'],
      firm: ['{amount} is good only on this call. Decide now.'],
    },
    debt_buyer: {
      warm: ['{amount} is open until the end of the day.'],
      neutral: ['The {amount} settlement expires at the end of the day.'],
      firm: ['{amount}, today only. Tomorrow the discount is gone.'],
    },
  },
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
  hardship: {
    original_creditor: {
      warm: [
        'I am sorry to hear that. Thank you for explaining; we have hardship options for card customers.',
        'That sounds hard. Let me see what the hardship team allows.',
      ],
      neutral: ['Understood. I will note the hardship on the card account.'],
      firm: ['I will note it. The balance is still owed to us, so what can you pay?'],
    },
    collection_agency: {
      warm: [
        'I am sorry to hear that. Thank you for explaining; that helps me ask my client for options.',
      ],
      neutral: ['Okay. Hardships are common; what can you pay?'],
      firm: ['Everyone has a story. What matters is what you can pay.'],
    },
    debt_buyer: {
      warm: ['That sounds hard. We have some flexibility on accounts we own.'],
      neutral: ['Understood. I will note the hardship. What can you offer?'],
      firm: ['I have heard that before. Make me an offer.'],
    },
  },
  writing: {
    original_creditor: {
      warm: [
        'Of course. Once we agree, I will send the settlement agreement in writing before any payment.',
      ],
      neutral: ['Yes, we send a written settlement letter once terms are set.'],
      firm: ['You will get a letter once we agree. Now, the amount.'],
    },
    collection_agency: {
      warm: ['Of course. Once we agree, I will send the agreement in writing before any payment.'],
      neutral: ['Yes, we send a written agreement on our letterhead once terms are set.'],
      firm: ['Fine, you will get a letter once we agree. Now, the amount.'],
    },
    debt_buyer: {
      warm: ['Yes. As the owner of the account we put the settlement in writing before you pay.'],
      neutral: ['We send a written agreement once terms are set.'],
      firm: ['You get it in writing once we agree. The amount first.'],
    },
  },
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
  last_offer: {
    original_creditor: {
      warm: ['Wait, before you go: I can come down to {amount}, and that is my last offer.'],
      neutral: ['Hold on. Our final offer on the card: {amount}.'],
      firm: ['Fine. {amount}, last offer. After that the account may go to collections.'],
    },
    collection_agency: {
      warm: ['Wait, before you go: my client will take {amount}, and that is my last offer.'],
      neutral: ['Hold on. Final offer: {amount}.'],
      firm: ['Fine. {amount}, last offer, take it or leave it.'],
    },
    debt_buyer: {
      warm: ['Wait, before you go: I can do {amount}, and that is my last offer.'],
      neutral: ['Hold on. We can drop it to {amount}, final offer.'],
      firm: ['Fine. {amount}, last offer. We can keep collecting otherwise.'],
    },
  },
  goodbye: {
    original_creditor: {
      warm: ['Alright. Call us back when you are ready; the hardship team can help.'],
      neutral: ['Okay. The card account stays open with the full balance.'],
      firm: ['Then the account may be sent to collections. Goodbye.'],
    },
    collection_agency: {
      warm: ['Alright. Call us back when you are ready.'],
      neutral: ['Okay. The account stays in collections with the full balance.'],
      firm: ['Then we will keep collecting. Goodbye.'],
    },
    debt_buyer: {
      warm: ['Alright. The offer may not be there later, but call us back.'],
      neutral: ['Okay. We still own the account, with the full balance.'],
      firm: ['Then we keep collecting what you owe us. Goodbye.'],
    },
  },
  savings_heard: sameForHolders({
    warm: ['Thank you for telling me. With that much saved, {amount} should be easy for you.'],
    neutral: ['Good to know what you have. Then {amount} is reasonable.'],
    firm: ['So you have the money. I want {amount}.'],
  }),
  // Only a collector says a line it may not (VIOLATION_LINES), so only a collector apologises.
  apology: sameForHolders({
    warm: ['You are right, I should not have said that. I apologise. I can go to {amount}.'],
    neutral: ['Noted, I withdraw that. Let us say {amount}.'],
    firm: ['Fine, I take that back. {amount}, then.'],
  }),
  apology_holds: sameForHolders({
    warm: ['You are right, I should not have said that. I apologise. We are at {amount}.'],
    neutral: ['Noted, I withdraw that. The figure is still {amount}.'],
    firm: ['Fine, I take that back. {amount} stands.'],
  }),
  late_flag: sameForHolders({
    warm: ['That was a while ago in this call; let us talk about where we are now, {amount}.'],
    neutral: ['We have moved on since then. We are at {amount}.'],
    firm: ['That was then. {amount}, now.'],
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
  validation: {
    original_creditor: {
      warm: [
        'We are the original creditor, so I can send you a statement of the account with every charge.',
      ],
      neutral: ['We are the card issuer; I can mail you the account statements.'],
      firm: ['It is our own card account. I can send statements, but the balance is owed.'],
    },
    collection_agency: {
      warm: [
        'You can have that: we send a validation notice with the amount, the creditor and your dispute rights.',
      ],
      neutral: [
        'We will send a validation notice. You can dispute in writing within the validation period.',
      ],
      firm: ['You will get the validation notice. Dispute in writing if you want to.'],
    },
    debt_buyer: {
      warm: [
        'Of course. We will send the validation notice and the record of the account we bought.',
      ],
      neutral: ['We will send a validation notice. You can dispute it in writing.'],
      firm: ['You will get the notice. We have the paperwork from the sale.'],
    },
  },
  bank_refused: {
    original_creditor: {
      warm: ['That is fine. You can pay by card or by check once the agreement is in writing.'],
      neutral: ['Okay, no automatic payment. You can pay by check or card.'],
      firm: ['Fine, pay by check then. The amount still has to be agreed.'],
    },
    collection_agency: {
      warm: ['That is fine, you do not have to give bank access. A check or a card payment works.'],
      neutral: ['Okay. You can pay each installment yourself.'],
      firm: ['Fine, no auto-debit. You still have to pay on time.'],
    },
    debt_buyer: {
      warm: ['No problem. You can pay each installment yourself.'],
      neutral: ['Okay, no bank access. A check or money order works.'],
      firm: ['Suit yourself. Miss a payment and the deal is off.'],
    },
  },
  not_understood: sameForHolders({
    warm: ['Sorry, I did not quite follow that.{heard} You could say: {suggestions}.'],
    neutral: ['I did not follow.{heard} You could say: {suggestions}.'],
    firm: ['I do not know what you mean.{heard} You could say: {suggestions}.'],
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

/** Fills `{name}`, `{org}`, `{amount}`, `{balance}`, `{heard}` and `{suggestions}`. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
