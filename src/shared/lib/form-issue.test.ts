import { describe, expect, it } from 'vitest';
import { firstIssue } from './form-issue';

describe('firstIssue', () => {
  it('is null without errors', () => {
    expect(firstIssue({})).toBeNull();
  });

  it('takes the first error depth-first, with its path, code and message', () => {
    const errors = {
      schedule: [undefined, { amount: { type: 'not_multiple_of', message: 'In cents.' } }],
      amount: { type: 'too_small', message: 'Too small.', ref: { type: 'text' } },
    };
    expect(firstIssue(errors)).toEqual({
      path: ['schedule', 1, 'amount'],
      code: 'not_multiple_of',
      message: 'In cents.',
    });
    expect(firstIssue({ amount: errors.amount })).toEqual({
      path: ['amount'],
      code: 'too_small',
      message: 'Too small.',
    });
  });

  it('takes an error on a list itself', () => {
    expect(
      firstIssue({ schedule: { type: 'too_small', message: 'Add the payment date.' } }),
    ).toEqual({ path: ['schedule'], code: 'too_small', message: 'Add the payment date.' });
  });
});
