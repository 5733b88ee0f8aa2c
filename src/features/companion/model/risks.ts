/**
 * The risky steps the companion warns about before they happen. General information, not legal
 * advice: the user decides.
 */
import type { CoachDebt, Knowledge } from './knowledge';

export const RISKS = [
  'bank_access',
  'agree_without_writing',
  'pay_before_letter',
  'time_barred_ack',
] as const;
export type Risk = (typeof RISKS)[number];

export interface Warning {
  risk: Risk;
  title: string;
  text: string;
  /** Where the fact comes from, when it is a rule. */
  source: string | null;
}

/** What never to give on a call, shown before it and beside the cues. */
export const NEVER_GIVE = [
  'Access to your bank account, or permission to take payments automatically (auto-debit or auto-pay).',
  'A post-dated cheque.',
  'An acknowledgment that you owe a debt that may be past its time to sue, by paying or by saying or writing that you owe it.',
] as const;

export function warningFor(risk: Risk, debt: CoachDebt, knowledge: Knowledge): Warning {
  switch (risk) {
    case 'bank_access':
      return {
        risk,
        title: 'Do not give bank access or set up auto-pay',
        text: 'Whoever holds your account details can take more than you agreed, or take it before the agreement is in writing. Pay each amount yourself, by a method you control, after the written agreement arrives.',
        source: null,
      };
    case 'agree_without_writing':
      return {
        risk,
        title: 'Do not agree without it in writing',
        text: 'Say yes to the amount only once they send the agreement in writing: the amount, the payment dates, and that the account is reported as settled with a zero balance. Nothing said on a call is a settlement until it is on paper.',
        source: null,
      };
    case 'pay_before_letter':
      return {
        risk,
        title: 'Do not pay before the letter',
        text: 'A deadline is pressure, not a reason to pay today. An offer they mean can be put in writing; pay nothing, not even a good-faith payment, until the written agreement arrives.',
        source: null,
      };
    case 'time_barred_ack':
      return {
        risk,
        title:
          debt.limitation?.status === 'time_barred'
            ? 'This debt may be past its time to sue'
            : 'The time to sue on this debt is nearly up',
        text: `${knowledge.restartWarning} Do not say that you owe it, and make no payment or promise to pay until you have checked.`,
        source: debt.limitation?.source ?? null,
      };
  }
}

/** Whether an offer or a promise to pay on this debt needs the time-to-sue warning first. */
export function restartRisk(debt: CoachDebt): boolean {
  return debt.limitation !== null && debt.limitation.status !== 'running';
}
