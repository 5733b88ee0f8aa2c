/** The password rules of spec section 5 and the strength meter's score. */
import { PASSWORD_MUST_CONTAIN } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  /** The text shown under 'Password must contain:' while the rule is not met. */
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { label: 'At least 8 characters', test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { label: 'One capital letter', test: (p) => /\p{Lu}/u.test(p) },
  { label: 'One number', test: (p) => /\p{Nd}/u.test(p) },
  { label: 'One special character', test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p) },
];

/** The labels of the rules the password does not meet yet, in the spec's order. */
export function missingPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

/**
 * 'Password must contain: One number, One special character' for a password that breaks the
 * rule, null for one that keeps it: the sign-up form's message and both backends' 400 detail.
 */
export function passwordRuleProblem(password: string): string | null {
  const missing = missingPasswordRules(password);
  return missing.length === 0 ? null : `${PASSWORD_MUST_CONTAIN} ${missing.join(', ')}`;
}

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export function strengthLabel(score: StrengthScore): StrengthLabel {
  return STRENGTH_LABELS[score];
}
