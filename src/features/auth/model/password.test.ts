import { describe, expect, it } from 'vitest';
import { missingPasswordRules, strengthLabel } from './password';

describe('password rules', () => {
  it('lists every missing item for an empty password, in the spec order', () => {
    expect(missingPasswordRules('')).toEqual([
      'At least 8 characters',
      'One capital letter',
      'One number',
      'One special character',
    ]);
  });

  it('needs at least 8 characters', () => {
    expect(missingPasswordRules('Ab1!xyz')).toEqual(['At least 8 characters']);
    expect(missingPasswordRules('Ab1!wxyz')).toEqual([]);
  });

  it('needs a capital letter, a number and a special character', () => {
    expect(missingPasswordRules('abcdefg1!')).toEqual(['One capital letter']);
    expect(missingPasswordRules('Abcdefgh!')).toEqual(['One number']);
    expect(missingPasswordRules('Abcdefgh1')).toEqual(['One special character']);
  });

  it('does not count a space as a special character', () => {
    expect(missingPasswordRules('Abcdefg 1')).toEqual(['One special character']);
  });

  it('has the five strength labels for scores 0 to 4', () => {
    expect(([0, 1, 2, 3, 4] as const).map(strengthLabel)).toEqual([
      'Very Weak',
      'Weak',
      'Fair',
      'Good',
      'Strong',
    ]);
  });
});
