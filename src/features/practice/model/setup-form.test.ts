import { describe, expect, it } from 'vitest';
import { practiceSetupSchema, SAMPLE_CHOICE, type PracticeSetupInput } from './setup-form';

const form: PracticeSetupInput = {
  debt: SAMPLE_CHOICE,
  holder: 'collection_agency',
  difficulty: 'medium',
  goal: '2250',
  walk_away: '3000',
};

/** The message per field, as the form shows them. */
function messages(input: PracticeSetupInput, balance = 5000): Record<string, string> {
  const result = practiceSetupSchema(balance).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the practice set-up form', () => {
  it("gives the contract's body: the sample debt has no tradeline", () => {
    expect(practiceSetupSchema(5000).parse(form)).toEqual({
      tradeline_id: null,
      holder: 'collection_agency',
      difficulty: 'medium',
      goal: 2250,
      walk_away: 3000,
    });
    expect(
      practiceSetupSchema(1850).parse({
        ...form,
        debt: '5eed03000000000000000003',
        goal: ' 800 ',
        walk_away: '1000',
      }),
    ).toMatchObject({ tradeline_id: '5eed03000000000000000003', goal: 800, walk_away: 1000 });
  });

  it('asks for whole dollars of at least 1', () => {
    expect(messages({ ...form, goal: '', walk_away: '12.5' })).toEqual({
      goal: 'Enter your goal in whole dollars.',
      walk_away: 'Enter your walk-away maximum in whole dollars.',
    });
    expect(messages({ ...form, goal: '0', walk_away: '-3' })).toEqual({
      goal: 'Enter your goal in whole dollars.',
      walk_away: 'Enter your walk-away maximum in whole dollars.',
    });
  });

  it("keeps both within the debt's balance", () => {
    expect(messages({ ...form, goal: '5001', walk_away: '6000' })).toEqual({
      goal: 'Your goal cannot be more than the balance of $5,000.',
      walk_away: 'Your walk-away maximum cannot be more than the balance of $5,000.',
    });
    expect(messages({ ...form, goal: '5000', walk_away: '5000' })).toEqual({});
  });

  it('refuses a walk-away below the goal in the words the server uses', () => {
    expect(messages({ ...form, goal: '3000', walk_away: '2999' })).toEqual({
      walk_away: 'Your walk-away maximum cannot be less than your goal.',
    });
    // Only once the goal itself is right.
    expect(messages({ ...form, goal: '6000', walk_away: '100' })).toEqual({
      goal: 'Your goal cannot be more than the balance of $5,000.',
    });
  });
});
