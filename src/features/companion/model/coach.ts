/**
 * The whisper: what the user could say when the creditor says something, in the practice
 * engine's words, with the amount worked out from the debt's plan and what was said so far, and
 * the warning that comes before a risky step. Text on the user's screen; nothing is said into
 * the call. Coaching, not legal or financial advice.
 */
import { HOLDER_LABELS } from '@/shared/lib/debt-holders';
import type { Cue } from './cues';
import type { CoachDebt, Knowledge } from './knowledge';
import type { SaidAmount } from './outcome';
import { restartRisk, warningFor, type Warning } from './risks';

export interface Coaching {
  cue: Cue;
  /** The lines the user could say, in order. */
  say: string[];
  /** Why, in a sentence. */
  why: string;
  /** The offer the lines name, if any. */
  offer: number | null;
  warning: Warning | null;
}

/** Offers move in steps of 5% of the balance, rounded to $5: small enough not to signal more. */
export const STEP_SHARE = 0.05;

const roundTo5 = (amount: number) => Math.round(amount / 5) * 5;

/** The most the user means to pay: the walk-away maximum, else the plan's goal. */
export function ceilingOf(debt: CoachDebt): number {
  return Math.floor(Math.min(debt.balance, debt.plan.walk_away ?? debt.plan.goal));
}

const lastBy = (amounts: readonly SaidAmount[], by: SaidAmount['by']) =>
  amounts.findLast((item) => item.by === by)?.amount ?? null;

/**
 * The user's next offer: the plan's opening when none was made yet; then a step up, never past
 * half-way to the creditor's last figure nor past the ceiling; the last offer again when there
 * is no room left.
 */
export function nextOffer(debt: CoachDebt, amounts: readonly SaidAmount[]): number {
  const mine = lastBy(amounts, 'me');
  if (mine === null) return Math.min(debt.plan.opening, ceilingOf(debt));
  const theirs = lastBy(amounts, 'creditor') ?? debt.balance;
  const step = Math.max(5, roundTo5(debt.balance * STEP_SHARE));
  const halfway = roundTo5(mine + (theirs - mine) / 2);
  const next = Math.min(mine + step, halfway, ceilingOf(debt));
  return Math.max(mine, next);
}

/** Where this holder usually settles, from the practice engine's ranges; '' when unknown. */
function rangeText(debt: CoachDebt, knowledge: Knowledge): string {
  if (debt.holder === null) return '';
  const [low, high] = knowledge.range(debt.holder);
  return ` ${HOLDER_LABELS[debt.holder]}s often settle for ${Math.round(low * 100)}-${Math.round(high * 100)}% of the balance (practice figures, not a promise).`;
}

export function coach(
  cue: Cue,
  debt: CoachDebt,
  amounts: readonly SaidAmount[],
  knowledge: Knowledge,
): Coaching {
  const say = (move: Parameters<Knowledge['line']>[0]) =>
    knowledge.line(move, debt.holder, debt.balance);
  const warn = (risk: Parameters<typeof warningFor>[0]) => warningFor(risk, debt, knowledge);
  const offer = nextOffer(debt, amounts);
  const theirs = lastBy(amounts, 'creditor');
  const ceiling = ceilingOf(debt);
  const offerWarning = restartRisk(debt) ? warn('time_barred_ack') : null;
  const covered = knowledge.coverage(debt.holder) === 'covered';

  switch (cue) {
    case 'full_balance':
      return {
        cue,
        say: [say({ kind: 'hardship' }), say({ kind: 'offer', amount: offer })],
        why: `Almost every creditor asks for the full balance first. Explain why you cannot pay it and put your own number on the table.${rangeText(debt, knowledge)}`,
        offer,
        warning: offerWarning,
      };
    case 'counter_offer': {
      if (theirs !== null && theirs <= ceiling) {
        return {
          cue,
          say: [say({ kind: 'ask_writing' }), say({ kind: 'ask_reporting' })],
          why: 'Their figure is within the most you set out to pay. Before you say yes, have them send it in writing.',
          offer: null,
          warning: warn('agree_without_writing'),
        };
      }
      return {
        cue,
        say: [say({ kind: 'offer', amount: offer })],
        why:
          offer === lastBy(amounts, 'me')
            ? 'You are at the most you set out to pay. Hold your offer; you can end the call and try another day.'
            : 'Raise in a small step. A big jump tells them there is more money.',
        offer,
        warning: offerWarning,
      };
    }
    case 'ends_today':
      return {
        cue,
        say: [say({ kind: 'ask_writing' })],
        why: 'A deadline is a way to hurry you. An offer they mean will still be there in writing.',
        offer: null,
        warning: warn('pay_before_letter'),
      };
    case 'bank_details':
      return {
        cue,
        say: [say({ kind: 'ask_writing' })],
        why: 'You pay by a method you control, once the agreement is in writing. No one needs your bank details to send you a letter.',
        offer: null,
        warning: warn('bank_access'),
      };
    case 'threat': {
      const rules = [knowledge.rules.time_barred_suit, knowledge.rules.arrest];
      return {
        cue,
        say: covered
          ? [say({ kind: 'not_allowed' }), say({ kind: 'ask_reporting' })]
          : [say({ kind: 'ask_reporting' }), say({ kind: 'offer', amount: offer })],
        why: covered
          ? `${rules.map((rule) => `${rule.what} (${rule.reference})`).join(' ')} A lawful step, such as a lawsuit on a debt still in time or a report to the credit bureaus, may be named; stay calm and keep to your plan.`
          : `${knowledge.coverageText[debt.holder === null ? 'unknown' : 'original_creditor']} Naming a lawful next step is pressure; stay calm, ask how it would be reported, and keep to your plan.`,
        offer: covered ? null : offer,
        warning: restartRisk(debt) ? warn('time_barred_ack') : null,
      };
    }
    case 'cant_go_lower':
      return theirs !== null && theirs > ceiling
        ? {
            cue,
            say: [say({ kind: 'supervisor' }), say({ kind: 'end_call' })],
            why: 'Their figure is over the most you set out to pay. Ask for someone who can approve less; if they cannot, ending the call is fine, and they often call back.',
            offer: null,
            warning: null,
          }
        : {
            cue,
            say: [say({ kind: 'supervisor' }), say({ kind: 'offer', amount: offer })],
            why: '"The lowest" is often the lowest this person can approve. Ask for a supervisor and hold your number.',
            offer,
            warning: null,
          };
    case 'supervisor':
      return {
        cue,
        say: [say({ kind: 'hardship' }), say({ kind: 'offer', amount: offer })],
        why: 'A supervisor can often approve more. Tell them briefly why you cannot pay the balance and restate your offer.',
        offer,
        warning: null,
      };
    case 'agree':
      return {
        cue,
        say: [say({ kind: 'ask_writing' }), say({ kind: 'ask_reporting' })],
        why: 'An agreement is only as good as the letter that states it. Ask for it before any payment.',
        offer: null,
        warning: warn('agree_without_writing'),
      };
  }
}
