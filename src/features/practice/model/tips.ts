/**
 * Post-session tips (issue 26): the result against the user's goal and against what the agent
 * would have taken, and how the user negotiated, measured against the How to negotiate page;
 * then three tips, each linking to the part of that page it comes from. Practice feedback, not
 * financial or legal advice.
 */
import { formatUsd } from '@/shared/lib/money';
import { OPENING_RANGE } from '@/shared/lib/settlement';
import type { PracticeState } from './engine';
import { VIOLATION_RULES, type ViolationKind } from './violations';

/** The sections of How to negotiate (`src/features/content/pages/portal-how-to-negotiate-page.tsx`). */
export const NEGOTIATE_SECTIONS = {
  before: { id: 'before-the-call', title: 'Before the call' },
  offer: { id: 'make-your-offer', title: 'Make your offer' },
  writing: { id: 'get-everything-in-writing', title: 'Get everything in writing' },
  pay: { id: 'pay-safely', title: 'Pay safely' },
  rights: { id: 'know-your-rights', title: 'Know your rights' },
} as const;
export type NegotiateSection = keyof typeof NEGOTIATE_SECTIONS;

export const NEGOTIATE_PATH = '/portal/take-action/negotiate';

/** The link to one section of How to negotiate. */
export function sectionLink(section: NegotiateSection): string {
  return `${NEGOTIATE_PATH}#${NEGOTIATE_SECTIONS[section].id}`;
}

/** A raise bigger than this share of the balance is a big concession. */
const BIG_RAISE = 0.1;

export interface Tip {
  id: string;
  title: string;
  text: string;
  section: NegotiateSection;
}

export interface PracticeReview {
  settlement: number | null;
  /** Rounded percent of the balance. */
  settlement_percent: number | null;
  goal: number;
  met_goal: boolean;
  walk_away: number;
  over_walk_away: boolean;
  /** The least the agent would have taken during the session. */
  creditor_would_take: number;
  /** What the user paid above that (agreements only). */
  left_on_table: number | null;
  opening_offer: number | null;
  opening_percent: number | null;
  opening_in_range: boolean;
  concessions: number;
  largest_concession: number;
  asked_writing: boolean;
  asked_reporting: boolean;
  kept_savings_private: boolean;
  violations_said: ViolationKind[];
  violations_spotted: ViolationKind[];
  tips: Tip[];
}

export const percentOf = (amount: number, balance: number) => Math.round((amount / balance) * 100);

/** The review of an ended session, for a goal and a walk-away maximum in dollars. */
export function reviewPractice(
  state: PracticeState,
  plan: { goal: number; walk_away: number },
): PracticeReview {
  const { balance, offers, settlement } = state;
  const raises = offers.slice(1).map((offer, index) => offer - offers[index]!);
  const concessions = raises.filter((raise) => raise > 0);
  const opening = offers[0] ?? null;
  const openingShare = opening === null ? null : opening / balance;
  const review: Omit<PracticeReview, 'tips'> = {
    settlement,
    settlement_percent: settlement === null ? null : percentOf(settlement, balance),
    goal: plan.goal,
    met_goal: settlement !== null && settlement <= plan.goal,
    walk_away: plan.walk_away,
    over_walk_away: settlement !== null && settlement > plan.walk_away,
    creditor_would_take: state.lowest_floor,
    left_on_table: settlement === null ? null : Math.max(0, settlement - state.lowest_floor),
    opening_offer: opening,
    opening_percent: opening === null ? null : percentOf(opening, balance),
    opening_in_range:
      openingShare !== null &&
      openingShare >= OPENING_RANGE[0] - 1e-9 &&
      openingShare <= OPENING_RANGE[1] + 1e-9,
    concessions: concessions.length,
    largest_concession: Math.max(0, ...concessions),
    asked_writing: state.asked_writing,
    asked_reporting: state.asked_reporting,
    kept_savings_private: state.revealed_savings === null,
    violations_said: state.violations.map((item) => item.kind),
    violations_spotted: state.violations.filter((item) => item.flagged).map((item) => item.kind),
  };
  return { ...review, tips: chooseTips(review, state) };
}

const rulesOf = (kinds: readonly ViolationKind[]) =>
  kinds
    .map((kind) => `${VIOLATION_RULES[kind].what} (${VIOLATION_RULES[kind].reference})`)
    .join(' ');

/** What went wrong first, in the order it costs most; then what went right. Always three. */
function chooseTips(review: Omit<PracticeReview, 'tips'>, state: PracticeState): Tip[] {
  const { balance } = state;
  const fixes: Tip[] = [];
  const praise: Tip[] = [];
  const agreed = review.settlement !== null;

  if (!review.kept_savings_private) {
    fixes.push({
      id: 'savings',
      title: 'Keep your savings to yourself',
      text: `You told the agent you had ${formatUsd(state.revealed_savings!)}, and the least they would take rose to meet it. Decide your limit before the call and keep it private.`,
      section: 'before',
    });
  } else {
    praise.push({
      id: 'savings-kept',
      title: 'You kept your savings private',
      text: 'The agent never learned how much you had set aside, so it could not aim for it.',
      section: 'before',
    });
  }
  if (review.over_walk_away) {
    fixes.push({
      id: 'walk-away',
      title: 'Stop at the limit you set',
      text: `You agreed to ${formatUsd(review.settlement!)}, above your walk-away maximum of ${formatUsd(review.walk_away)}. Ending the call and trying another day is always open to you.`,
      section: 'offer',
    });
  }
  const missed = review.violations_said.filter((kind) => !review.violations_spotted.includes(kind));
  if (state.late_flags > 0) {
    fixes.push({
      id: 'violations-late',
      title: 'Call it out at once',
      text: `You called out a line a collector may not say after the agent had moved on, so it did not count. Say 'That's not allowed.' right away, before the agent's next line: that is when it has to take the line back, and when your note of the call is clearest.${missed.length > 0 ? ` ${rulesOf(missed)}` : ''}`,
      section: 'rights',
    });
  } else if (missed.length > 0) {
    fixes.push({
      id: 'violations-missed',
      title: 'Spot what a collector may not say',
      text: `${rulesOf(missed)} When you hear it, answer: 'That's not allowed.' right away, before the agent's next line; once it has moved on, the moment has passed.`,
      section: 'rights',
    });
  }
  if (!state.collector_rules && state.false_flags > 0) {
    fixes.push({
      id: 'rules-holder',
      title: 'Which rules apply depends on who holds the debt',
      // FDCPA section 803(6), 15 U.S.C. 1692a(6): a creditor collecting its own debt is not a
      // debt collector, so Regulation F (12 CFR 1006) does not cover it.
      text: 'The debt collection rules (Regulation F, 12 CFR 1006) cover collection agencies and debt buyers, not an original creditor collecting its own debt (15 U.S.C. 1692a(6)). A card issuer may set a deadline or say the account may go to collections. Practice feedback, not legal advice.',
      section: 'rights',
    });
  }
  if (review.violations_spotted.length > 0) {
    praise.push({
      id: 'violations-spotted',
      title: 'You stood up for your rights',
      text: `You spotted ${review.violations_spotted.length === 1 ? 'a line' : `${review.violations_spotted.length} lines`} a collector may not say, and the agent backed down.`,
      section: 'rights',
    });
  }
  if (review.opening_offer === null) {
    fixes.push({
      id: 'no-offer',
      title: 'Put a number on the table',
      text: 'You ended without making an offer. Open at 30-50% of the balance and let the agent answer.',
      section: 'offer',
    });
  } else if (!review.opening_in_range) {
    const high = review.opening_offer > balance * OPENING_RANGE[1];
    fixes.push({
      id: 'opening',
      title: high ? 'Open lower' : 'Open inside the range',
      text: high
        ? `You opened at ${review.opening_percent}% of the balance. Opening at 30-50% leaves room to raise in small steps.`
        : `You opened at ${review.opening_percent}% of the balance. An opening of 30-50% is taken seriously and still leaves room to raise.`,
      section: 'offer',
    });
  } else {
    praise.push({
      id: 'opening-in-range',
      title: 'A good opening',
      text: `You opened at ${review.opening_percent}% of the balance, inside the 30-50% range.`,
      section: 'offer',
    });
  }
  if (review.largest_concession > balance * BIG_RAISE) {
    fixes.push({
      id: 'big-raise',
      title: 'Raise in small steps',
      text: `One raise was ${formatUsd(review.largest_concession)}. A big jump tells the agent there is more money, and it asks for it.`,
      section: 'offer',
    });
  } else if (review.concessions > 4) {
    fixes.push({
      id: 'many-raises',
      title: 'Make fewer, smaller raises',
      text: `You raised your offer ${review.concessions} times. Let the agent move too before you raise again.`,
      section: 'offer',
    });
  } else if (review.concessions > 0) {
    praise.push({
      id: 'raises',
      title: 'Steady concessions',
      text: `You raised ${review.concessions} ${review.concessions === 1 ? 'time' : 'times'}, by at most ${formatUsd(review.largest_concession)}.`,
      section: 'offer',
    });
  }
  if (agreed && review.left_on_table! > balance * 0.05) {
    fixes.push({
      id: 'left-on-table',
      title: 'There was room left',
      text: `The agent would have taken ${formatUsd(review.creditor_would_take)}; you agreed to ${formatUsd(review.settlement!)}. Holding a little longer was worth ${formatUsd(review.left_on_table!)}.`,
      section: 'offer',
    });
  }
  if (agreed && !review.asked_writing) {
    fixes.push({
      id: 'writing',
      title: 'Get the agreement in writing',
      text: 'You agreed without asking for the agreement in writing. Do not pay until you have it.',
      section: 'writing',
    });
  } else if (review.asked_writing) {
    praise.push({
      id: 'writing-asked',
      title: 'You asked for it in writing',
      text: 'A written agreement before any payment is what protects you.',
      section: 'writing',
    });
  }
  if (agreed && !review.asked_reporting) {
    fixes.push({
      id: 'reporting',
      title: 'Ask how it will be reported',
      text: "Ask for 'Paid in Full' or 'Settled in Full' reporting with a zero balance, and have it in the written agreement.",
      section: 'writing',
    });
  }
  if (!state.hardship) {
    fixes.push({
      id: 'hardship',
      title: 'Explain your hardship',
      text: 'Two sentences on why full payment is impossible give the agent a reason to move.',
      section: 'before',
    });
  }
  praise.push({
    id: 'pay-safely',
    title: 'After the agreement',
    text: 'Pay each installment yourself, by a method you control, and keep every record.',
    section: 'pay',
  });
  return [...fixes, ...praise].slice(0, 3);
}
