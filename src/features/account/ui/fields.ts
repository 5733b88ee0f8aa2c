/**
 * The account forms' schemas, read by react-hook-form's zod resolver, with the sign-up form's
 * texts and password rules (the auth feature's). They sit in ui/ because those come from another
 * feature's index, which model/ may not import.
 */
import * as z from 'zod/mini';
import { EmailSchema } from '@/shared/api/schemas';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  passwordRuleProblem,
} from '@/features/auth';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_REQUIRED } from '../model/messages';

type Issues = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/** A new password and its confirmation: the spec's four rules first, then the match. */
function checkNewPassword(values: { password: string; confirm: string }, ctx: Issues): void {
  const rule = passwordRuleProblem(values.password);
  if (rule) ctx.addIssue({ code: 'custom', path: ['password'], message: rule });
  else if (values.password !== values.confirm) {
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DO_NOT_MATCH });
  }
}

/** Forgot password: an address, required, then in the contract's format (sent trimmed). */
export const ForgotPasswordFormSchema = z.object({
  email: z.string().check(
    z.superRefine((text, ctx) => {
      if (text.trim() === '') ctx.addIssue({ code: 'custom', message: EMAIL_REQUIRED });
      else if (!EmailSchema.safeParse(text).success) {
        ctx.addIssue({ code: 'custom', message: EMAIL_INVALID });
      }
    }),
  ),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** Reset password: a new password and its confirmation. */
export const ResetPasswordFormSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .check(z.superRefine(checkNewPassword));
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** Change password: the current one, required, and a new one with its confirmation. */
export const ChangePasswordFormSchema = z
  .object({ current: z.string(), password: z.string(), confirm: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      if (values.current === '') {
        ctx.addIssue({ code: 'custom', path: ['current'], message: CURRENT_PASSWORD_REQUIRED });
      }
      checkNewPassword(values, ctx);
    }),
  );
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Delete my account: the password, required. */
export const DeleteAccountFormSchema = z.object({
  password: z.string().check(z.minLength(1, PASSWORD_REQUIRED)),
});
export type DeleteAccountForm = z.infer<typeof DeleteAccountFormSchema>;
