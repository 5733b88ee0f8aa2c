/**
 * The Edit email and Edit phone forms (spec section 5): one required field, checked by the
 * contract's own email or phone schema, each refusal in the spec's words.
 */
import * as z from 'zod/mini';
import { EmailSchema } from '@/shared/api/schemas';
import { PhoneSchema } from '../contract';

export type ContactKind = 'email' | 'phone';

export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PHONE_REQUIRED = 'Please enter your phone number';
export const PHONE_INVALID = 'Enter a phone number using digits, spaces, +, ( ) or -.';

const RULES = {
  email: { schema: EmailSchema, required: EMAIL_REQUIRED, invalid: EMAIL_INVALID },
  phone: { schema: PhoneSchema, required: PHONE_REQUIRED, invalid: PHONE_INVALID },
} as const;

/** The form of one kind: `value`, required, then the contract's schema for it. */
export function contactFormSchema(kind: ContactKind) {
  const { schema, required, invalid } = RULES[kind];
  return z.object({
    value: z.string().check(
      z.superRefine((text, context) => {
        if (text.trim() === '') context.addIssue({ code: 'custom', message: required });
        else if (!schema.safeParse(text).success)
          context.addIssue({ code: 'custom', message: invalid });
      }),
    ),
  });
}
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
