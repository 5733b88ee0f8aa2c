/** Field checks of the account pages, with the sign-up form's texts. */
import { EmailSchema } from '@/shared/api/schemas';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  passwordRuleProblem,
} from '@/features/auth';
import { CURRENT_PASSWORD_REQUIRED } from '../model/messages';

export function emailFieldProblem(text: string): string | undefined {
  if (text.trim() === '') return EMAIL_REQUIRED;
  return EmailSchema.safeParse(text).success ? undefined : EMAIL_INVALID;
}

/** A new password and its confirmation: the spec's four rules, then the match. */
export function newPasswordProblems(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const rule = passwordRuleProblem(password);
  if (rule) return { password: rule };
  return password === confirm ? {} : { confirm: PASSWORDS_DO_NOT_MATCH };
}

export function currentPasswordProblem(text: string): string | undefined {
  return text === '' ? CURRENT_PASSWORD_REQUIRED : undefined;
}
