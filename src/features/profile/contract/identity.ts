/**
 * Who the user is and where they live (issue 27, point 1): the US state, full name and mailing
 * address, for letters to creditors and the state's rules. Stored on the financial profile but
 * read and saved through their own endpoints, so that the profile's contract on the portal's
 * first screen (My Home) does not carry their schemas and the state list: they load with the
 * settlement workspace and the letters that use them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { UserIdParamsSchema, withMeta } from '@/shared/api/schemas';
import { ZipCodeSchema } from '@/shared/lib/us-address';
import { US_STATE_CODES } from '@/shared/lib/us-states';

/** The US state (or DC) the user lives in, by its two-letter code. */
export const UsStateSchema = z.enum(US_STATE_CODES, 'Choose a US state or DC.');

const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

export const PROFILE_IDENTITY_FIELDS = [
  'state',
  'full_name',
  'address_line1',
  'address_line2',
  'city',
  'postal_code',
] as const;

/** Each is optional: null (or absent) until the user gives it. */
export const ProfileIdentitySchema = z.object({
  state: z.optional(z.nullable(UsStateSchema)),
  full_name: z.optional(z.nullable(text(120, 'Enter your full name.'))),
  address_line1: z.optional(z.nullable(text(120, 'Enter the street address.'))),
  address_line2: z.optional(z.nullable(text(120, 'Enter the apartment, suite or unit.'))),
  city: z.optional(z.nullable(text(80, 'Enter the city.'))),
  /** A US ZIP code: 12345 or 12345-6789. */
  postal_code: z.optional(z.nullable(ZipCodeSchema)),
});
export type ProfileIdentity = z.infer<typeof ProfileIdentitySchema>;

/** The answer: every field, null when unknown. */
export const ProfileIdentityAnswerSchema = z.object({
  user_id: z.string(),
  state: z.nullable(UsStateSchema),
  full_name: z.nullable(z.string()),
  address_line1: z.nullable(z.string()),
  address_line2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
});
export type ProfileIdentityAnswer = z.infer<typeof ProfileIdentityAnswerSchema>;

/** The fields sent change (null clears one); at least one. */
export const UpdateProfileIdentityBodySchema = withMeta(
  z
    .strictObject(ProfileIdentitySchema.shape)
    .check(z.refine((body) => Object.keys(body).length > 0, 'Send at least one field to update.')),
  { minProperties: 1 },
);
export type UpdateProfileIdentityBody = z.infer<typeof UpdateProfileIdentityBodySchema>;

export const profileIdentityEndpoints = {
  getProfileIdentity: defineEndpoint({
    method: 'GET',
    path: '/financial-profile/{user_id}/identity',
    summary:
      "The user's US state, full name (sign-up's first and last name until given) and mailing address; 404 before the profile exists",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: ProfileIdentityAnswerSchema,
    errors: [400, 401, 403, 404],
  }),
  updateProfileIdentity: defineEndpoint({
    method: 'PUT',
    path: '/financial-profile/{user_id}/identity',
    summary: 'Save the US state, full name or mailing address (null clears a field)',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: UpdateProfileIdentityBodySchema,
    response: ProfileIdentityAnswerSchema,
    errors: [400, 401, 403, 404],
  }),
};
