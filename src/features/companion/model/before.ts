/**
 * Before the call: the plan in three lines, the script for the debt's current step, what never
 * to give, and the rights that apply to who holds the debt. Coaching, not legal advice.
 */
import { formatUsd } from '@/shared/lib/money';
import type { CoachDebt, Knowledge } from './knowledge';
import { NEVER_GIVE } from './risks';

export interface PlanLine {
  label: string;
  amount: number | null;
  text: string;
}

export function planLines(debt: CoachDebt): PlanLine[] {
  const { opening, goal, walk_away } = debt.plan;
  return [
    { label: 'Opening offer', amount: opening, text: `Open at ${formatUsd(opening)}.` },
    { label: 'Goal', amount: goal, text: `Aim to settle at ${formatUsd(goal)} or less.` },
    {
      label: 'Walk-away',
      amount: walk_away,
      text:
        walk_away === null
          ? 'No walk-away maximum is set: set one in the settlement plan, and never go over your goal until you do.'
          : `Pay no more than ${formatUsd(walk_away)}; above it, end the call.`,
    },
  ];
}

/** The steps of a debt's plan the companion has a script for. */
export type ScriptStep = 'notice' | 'negotiation' | 'payoff';

/** The script step of a timeline step's label ('Give notice', 'First Negotiation', 'Payoff'). */
export function scriptStepOf(label: string | null): ScriptStep {
  if (label === null) return 'negotiation';
  if (/payoff/i.test(label)) return 'payoff';
  if (/notice|contact/i.test(label)) return 'notice';
  return 'negotiation';
}

export const SCRIPT_TITLES: Readonly<Record<ScriptStep, string>> = {
  notice: 'Give notice',
  negotiation: 'Negotiation',
  payoff: 'Payoff',
};

/** The lines for the step, the user's own words first (the practice engine's). */
export function scriptFor(step: ScriptStep, debt: CoachDebt, knowledge: Knowledge): string[] {
  const say = (move: Parameters<Knowledge['line']>[0]) =>
    knowledge.line(move, debt.holder, debt.balance);
  switch (step) {
    case 'notice':
      return [
        say({ kind: 'ask_account' }),
        say({ kind: 'hardship' }),
        'Tell them you are working on a plan and will call back with an offer; ask for anything they send to come in writing.',
      ];
    case 'negotiation':
      return [
        say({ kind: 'hardship' }),
        say({ kind: 'offer', amount: debt.plan.opening }),
        say({ kind: 'ask_writing' }),
        say({ kind: 'ask_reporting' }),
      ];
    case 'payoff':
      return [
        'Confirm the amount and the payment date exactly as the written agreement states them.',
        say({ kind: 'ask_reporting' }),
        'Pay by a method you control, and ask for a letter confirming the account is settled.',
      ];
  }
}

export { NEVER_GIVE };

export interface Right {
  title: string;
  text: string;
  source: string | null;
}

/** The rights that apply to this holder: Regulation F's for a collector, else why not. */
export function rightsFor(debt: CoachDebt, knowledge: Knowledge): Right[] {
  const coverage = knowledge.coverage(debt.holder);
  const { call_frequency, inconvenient_time, dispute_pause } = knowledge.rules;
  const collectorRights: Right[] = [
    {
      title: 'Validation',
      text: 'A collector must send you a validation notice saying what it says you owe and to whom. Ask for it if you have not had it.',
      source: '12 CFR 1006.34',
    },
    { title: 'Dispute', text: dispute_pause.what, source: dispute_pause.reference },
    { title: 'Call limits', text: call_frequency.what, source: call_frequency.reference },
    { title: 'Call hours', text: inconvenient_time.what, source: inconvenient_time.reference },
  ];
  if (coverage === 'covered') return collectorRights;
  return [
    { title: 'Who the rules cover', text: knowledge.coverageText[coverage], source: null },
    ...(coverage === 'unknown' ? collectorRights : []),
  ];
}
