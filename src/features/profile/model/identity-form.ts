/**
 * The 'Name and mailing address' form: the legal name letters are signed with and the US
 * mailing address they come from (street, unit, city, state, ZIP), checked by the shared
 * address schema so that the profile and a debt's recipient accept the same addresses.
 */
import * as z from 'zod/mini';
import { MailingAddressSchema } from '@/shared/lib/us-address';
import { US_STATE_CODES } from '@/shared/lib/us-states';
import type { ProfileIdentityAnswer, UpdateProfileIdentityBody } from '../contract/identity';

export const NAME_REQUIRED = 'Enter your full legal name.';
export const IDENTITY_SAVE_FAILED = 'Could not save your name and address. Please try again.';
export const IDENTITY_LOAD_FAILED = 'Could not load your name and address. Please try again.';
/** Before the financial profile exists there is nowhere to keep them (the API's 404). */
export const IDENTITY_NEEDS_PROFILE =
  'Set up your financial profile on My Home first; then add your name and mailing address here.';

const field = (schema: z.ZodMiniType) =>
  z.string().check(
    z.superRefine((text, context) => {
      const parsed = schema.safeParse(text);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
      }
    }),
  );

const { shape } = MailingAddressSchema;

export const IdentityFormSchema = z.object({
  full_name: z.string().check(
    z.refine((text) => text.trim() !== '', NAME_REQUIRED),
    z.maxLength(120, 'At most 120 characters.'),
  ),
  address_line1: field(shape.line1),
  /** The apartment, suite or unit: empty when there is none. */
  address_line2: z.string().check(z.maxLength(120, 'At most 120 characters.')),
  city: field(shape.city),
  state: z
    .string()
    .check(
      z.refine(
        (code) => (US_STATE_CODES as readonly string[]).includes(code),
        'Choose a US state or DC.',
      ),
    ),
  postal_code: field(shape.postal_code),
});
export type IdentityFormValues = z.infer<typeof IdentityFormSchema>;

/** The form's first values: what is saved (the name is sign-up's until the user gives one). */
export function identityFormValues(identity: ProfileIdentityAnswer | null): IdentityFormValues {
  return {
    full_name: identity?.full_name ?? '',
    address_line1: identity?.address_line1 ?? '',
    address_line2: identity?.address_line2 ?? '',
    city: identity?.city ?? '',
    state: identity?.state ?? '',
    postal_code: identity?.postal_code ?? '',
  };
}

/** The body saved: trimmed, an empty unit as null. */
export function identityBody(values: IdentityFormValues): UpdateProfileIdentityBody {
  return {
    full_name: values.full_name.trim(),
    address_line1: values.address_line1.trim(),
    address_line2: values.address_line2.trim() === '' ? null : values.address_line2.trim(),
    city: values.city.trim(),
    state: values.state as UpdateProfileIdentityBody['state'],
    postal_code: values.postal_code.trim(),
  };
}
