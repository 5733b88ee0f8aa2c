/** Form schemas for sign-in and the sign-up steps (spec section 5). */
import * as z from 'zod/mini';
import {
  AGREEMENT_REQUIRED,
  DOB_IN_FUTURE,
  DOB_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  USERNAME_REQUIRED,
} from './messages';
import { passwordRuleProblem } from './password';

export const LoginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, USERNAME_REQUIRED)),
  password: z.string().check(z.minLength(1, PASSWORD_REQUIRED)),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** The same simple pattern as the interest form: no whitespace, one @, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailFieldSchema = z
  .string()
  .check(z.trim(), z.minLength(1, EMAIL_REQUIRED), z.regex(EMAIL_PATTERN, EMAIL_INVALID));

export const AccountStepSchema = z
  .object({
    email: EmailFieldSchema,
    password: z.string().check(
      z.superRefine((password, ctx) => {
        const problem = passwordRuleProblem(password);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORDS_DO_NOT_MATCH,
    }),
  );

/** Today as YYYY-MM-DD in the visitor's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const PersonalStepSchema = z.object({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, FIRST_NAME_REQUIRED), z.maxLength(100, NAME_TOO_LONG)),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, LAST_NAME_REQUIRED), z.maxLength(100, NAME_TOO_LONG)),
  dob: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, DOB_REQUIRED),
    z.refine((dob) => dob < localToday(), DOB_IN_FUTURE),
  ),
});

export const AgreementStepSchema = z.object({
  agreed: z.boolean().check(z.refine((agreed) => agreed, AGREEMENT_REQUIRED)),
});

/** The whole sign-up form (spec section 3) plus the agreement of step 2. */
export interface SignupForm {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  dob: string;
  agreed: boolean;
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  dob: '',
  agreed: false,
};

/** The fields each step validates before moving on. */
export const STEP_FIELDS = {
  0: ['email', 'password', 'confirmPassword'],
  1: ['firstName', 'lastName', 'dob'],
  2: ['agreed'],
} as const satisfies Record<0 | 1 | 2, readonly (keyof SignupForm)[]>;
