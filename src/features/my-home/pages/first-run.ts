import type { FinancialProfileState } from '@/features/profile';

/** The ids of the controls the checklist's buttons press (the boxes' own buttons). */
export const CHECKLIST_TARGETS = {
  income: 'my-home-edit-income',
  expenses: 'my-home-edit-expenses',
  tradeline: 'my-home-add-tradeline',
} as const;

export type FirstRunStepKey = 'income' | 'expenses' | 'debt' | 'program';

export interface FirstRunStep {
  key: FirstRunStepKey;
  label: string;
  done: boolean;
}

/**
 * A newcomer's first steps on My Home (issue 33 point 6), in order: income comes first, since
 * adding a debt needs it (spec section 5). Undefined while what they depend on still loads; a
 * failed program read says nothing about the program, so that step stays open.
 */
export function firstRunSteps(
  profile: FinancialProfileState['profile'],
  tradelineCount: number | undefined,
  program: { isPending: boolean; hasProgram: boolean },
): FirstRunStep[] | undefined {
  if (!profile || tradelineCount === undefined || program.isPending) return undefined;
  return [
    { key: 'income', label: 'Set your income', done: profile.income > 0 },
    { key: 'expenses', label: 'Add your expenses', done: profile.expenses > 0 },
    { key: 'debt', label: 'Add your first debt', done: tradelineCount > 0 },
    { key: 'program', label: 'Choose your program', done: program.hasProgram },
  ];
}
