import { describe, expect, it } from 'vitest';
import { firstRunSteps } from './first-run';

const profile = (income: number, expenses: number) =>
  ({ income, expenses }) as Parameters<typeof firstRunSteps>[0];

describe('firstRunSteps', () => {
  it('waits for the profile, the tradelines and the program', () => {
    expect(firstRunSteps(undefined, 0, { isPending: false, hasProgram: false })).toBeUndefined();
    expect(
      firstRunSteps(profile(0, 0), undefined, { isPending: false, hasProgram: false }),
    ).toBeUndefined();
    expect(firstRunSteps(profile(0, 0), 0, { isPending: true, hasProgram: false })).toBeUndefined();
  });

  it("ticks the newcomer's steps one by one, income first", () => {
    const open = (steps: ReturnType<typeof firstRunSteps>) =>
      steps?.filter((step) => !step.done).map((step) => step.key);
    expect(open(firstRunSteps(profile(0, 0), 0, { isPending: false, hasProgram: false }))).toEqual([
      'income',
      'expenses',
      'debt',
      'program',
    ]);
    expect(
      open(firstRunSteps(profile(4000, 0), 0, { isPending: false, hasProgram: false })),
    ).toEqual(['expenses', 'debt', 'program']);
    expect(
      open(firstRunSteps(profile(4000, 1500), 1, { isPending: false, hasProgram: false })),
    ).toEqual(['program']);
    expect(
      open(firstRunSteps(profile(4000, 1500), 1, { isPending: false, hasProgram: true })),
    ).toEqual([]);
  });
});
