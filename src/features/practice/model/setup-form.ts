/**
 * The practice set-up form: the inputs as typed, checked in the set-up's words against the
 * chosen debt's balance, then handed to the contract's own `StartPracticeBodySchema`, so what
 * the form sends is what the endpoint takes. A walk-away below the goal is refused in the
 * words the server uses for it (`DETAILS.practiceWalkAwayBelowGoal`).
 */
import * as z from 'zod/mini';
import { DETAILS } from '@/shared/api/details';
import { formatUsd } from '@/shared/lib/money';
import { DifficultySchema, HolderSchema, StartPracticeBodySchema } from '../contract';

/** The debt choice of the sample card debt (no tradeline). */
export const SAMPLE_CHOICE = 'sample';

export const PRACTICE_SETUP_MESSAGES = {
  goalWhole: 'Enter your goal in whole dollars.',
  goalAboveBalance: (balance: number) =>
    `Your goal cannot be more than the balance of ${formatUsd(balance)}.`,
  walkAwayWhole: 'Enter your walk-away maximum in whole dollars.',
  walkAwayAboveBalance: (balance: number) =>
    `Your walk-away maximum cannot be more than the balance of ${formatUsd(balance)}.`,
  walkAwayBelowGoal: DETAILS.practiceWalkAwayBelowGoal,
} as const;

export interface PracticeSetupInput {
  debt: string;
  holder: z.output<typeof HolderSchema>;
  difficulty: z.output<typeof DifficultySchema>;
  goal: string;
  walk_away: string;
}

const wholeDollars = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
};

/** The form for a debt of `balance` whole dollars. */
export function practiceSetupSchema(balance: number) {
  const m = PRACTICE_SETUP_MESSAGES;
  return z.pipe(
    z
      .object({
        debt: z.string(),
        holder: HolderSchema,
        difficulty: DifficultySchema,
        goal: z.string(),
        walk_away: z.string(),
      })
      .check(
        z.superRefine((form, context) => {
          const goal = wholeDollars(form.goal);
          const walkAway = wholeDollars(form.walk_away);
          const refuse = (field: 'goal' | 'walk_away', message: string) =>
            context.addIssue({ code: 'custom', path: [field], message, input: form[field] });
          if (goal === null) refuse('goal', m.goalWhole);
          else if (goal > balance) refuse('goal', m.goalAboveBalance(balance));
          if (walkAway === null) refuse('walk_away', m.walkAwayWhole);
          else if (walkAway > balance) refuse('walk_away', m.walkAwayAboveBalance(balance));
          else if (goal !== null && goal <= balance && walkAway < goal)
            refuse('walk_away', m.walkAwayBelowGoal);
        }),
      ),
    z.pipe(
      z.transform((form: PracticeSetupInput) => ({
        tradeline_id: form.debt === SAMPLE_CHOICE ? null : form.debt,
        holder: form.holder,
        difficulty: form.difficulty,
        goal: Number(form.goal.trim()),
        walk_away: Number(form.walk_away.trim()),
      })),
      StartPracticeBodySchema,
    ),
  );
}
