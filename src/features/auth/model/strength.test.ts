import { describe, expect, it } from 'vitest';
import { missingPasswordRules, strengthLabel } from './password';
import { isCommonPassword, loadStrengthEstimator } from './strength';

describe('password strength (zxcvbn)', () => {
  it(
    'rates a password that merely meets the four rules by how guessable it is',
    { timeout: 60_000 },
    async () => {
      const score = await loadStrengthEstimator();
      // 'Password1!' meets every rule, yet is among the first a cracker tries.
      expect(missingPasswordRules('Password1!')).toEqual([]);
      expect(strengthLabel(score('Password1!'))).toBe('Weak');
      expect(
        ['abc', 'Kx7!mQ', 'Kx7!mQ2p', 'Demo-pass1!', 'Kx7!mQ2p#Lw'].map((p) =>
          strengthLabel(score(p)),
        ),
      ).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong']);
    },
  );

  it('knows the common-passwords list, ignoring case', async () => {
    expect(await isCommonPassword('P@ssw0rd')).toBe(true);
    expect(await isCommonPassword('PASSWORD1')).toBe(true);
    expect(await isCommonPassword('Kx7!mQ2p#Lw')).toBe(false);
  });
});
