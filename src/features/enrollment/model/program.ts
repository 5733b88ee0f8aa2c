/** The program options a user edits on the enrollment screen (spec sections 4 and 9). */
import type { DebtNegotiationLevel, Program } from '../contract';
import { NEGOTIATION_PRICES } from './pricing';

/** What a user without a program (the API's 404) starts from; saving creates it. */
export const DEFAULT_PROGRAM: Program = {
  savings_support: false,
  debt_negotiation: 0,
  email_opt_in: false,
};

/** Debt Negotiation cycles 0, 1, 2, then back to 0. */
export function nextNegotiationLevel(level: DebtNegotiationLevel): DebtNegotiationLevel {
  return level === 0 ? 1 : level === 1 ? 2 : 0;
}

/** What each negotiation level means (spec section 9), with its monthly price. */
export const NEGOTIATION_LEVELS: Record<
  DebtNegotiationLevel,
  { name: string; meaning: string; price: number }
> = {
  0: {
    name: 'Level 0: off',
    meaning: 'You make your negotiation calls on your own, with the training and guides.',
    price: NEGOTIATION_PRICES[0],
  },
  1: {
    name: 'Level 1: AI assist',
    meaning: 'An AI agent sits in on your negotiation calls and whispers suggestions.',
    price: NEGOTIATION_PRICES[1],
  },
  2: {
    // The Terms (section 2): we do not negotiate for the user. A live agent coaches; the user
    // speaks and decides (issue 33 point 2).
    name: 'Level 2: live agent',
    meaning:
      'A live agent prepares each negotiation call with you and coaches you on it, unheard by the creditor; you speak for yourself and you decide on every offer.',
    price: NEGOTIATION_PRICES[2],
  },
};

/** Whether the edited options differ from the loaded ones (the defaults when there is none). */
export function programChanged(loaded: Program | null, edited: Program): boolean {
  const base = loaded ?? DEFAULT_PROGRAM;
  return (
    base.savings_support !== edited.savings_support ||
    base.debt_negotiation !== edited.debt_negotiation ||
    base.email_opt_in !== edited.email_opt_in
  );
}
