/**
 * Password strength with zxcvbn-ts (`@zxcvbn-ts/core` and its common and English dictionaries),
 * the field's standard estimator: its score 0 to 4 is the spec's Very Weak to Strong. The
 * dictionaries are large (hundreds of KB), so they are loaded by a dynamic import, only when a
 * password is first typed on the sign-up page; nothing of them is in the home page's bundle.
 */
import type { StrengthScore } from './password';

export type StrengthEstimator = (password: string, userInputs?: string[]) => StrengthScore;

let estimator: Promise<StrengthEstimator> | null = null;

/** Loads zxcvbn and its dictionaries once; later calls share the same load. */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, en]) => {
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (password, userInputs = []) => zxcvbn.check(password, userInputs).score;
  });
  estimator.catch(() => {
    // A failed load (offline) may be tried again on the next keystroke.
    estimator = null;
  });
  return estimator;
}

let common: Promise<ReadonlySet<string>> | null = null;

/**
 * Whether the password is on zxcvbn's list of common (leaked) passwords, ignoring case: both
 * backends refuse these at registration (OWASP ASVS 5.0, 6.2.12).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.toLowerCase());
}

/**
 * The weakest score a new password may have: zxcvbn's 3 ('Good', about 10^8 guesses), below
 * which an offline attack on a leaked hash, or a slow online one, finds it (OWASP ASVS 5.0,
 * 6.2.12 asks that passwords such as 'Password1!' be refused; NIST SP 800-63B 3.1.1.2 asks the
 * same of "commonly-used, expected, or compromised" values, the user's own names included).
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The user's own words, which an attacker who knows them tries first: each value given (email,
 * username, names) and the pieces of an address's local part ('marguerite.dubois' gives
 * 'marguerite' and 'dubois').
 */
export function userInputsOf(...values: (string | null | undefined)[]): string[] {
  const inputs = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim().toLowerCase();
    if (!trimmed) continue;
    inputs.add(trimmed);
    const local = trimmed.split('@')[0]!;
    inputs.add(local);
    for (const piece of local.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) inputs.add(piece);
  }
  return [...inputs];
}

/** Whether zxcvbn rates the password below `MIN_PASSWORD_SCORE`, the user's words counting. */
export async function isGuessablePassword(
  password: string,
  userInputs: string[],
): Promise<boolean> {
  const estimate = await loadStrengthEstimator();
  return estimate(password, userInputs) < MIN_PASSWORD_SCORE;
}
