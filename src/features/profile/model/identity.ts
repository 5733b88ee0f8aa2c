/**
 * The profile's state, full name and mailing address (issue 27, point 1): optional, so a profile
 * stored before they existed has none. Both backends answer every one of them, null when unknown.
 */
import { addressLines } from '@/shared/lib/us-address';
import {
  PROFILE_IDENTITY_FIELDS,
  type ProfileIdentity,
  type ProfileIdentityAnswer,
} from '../contract/identity';

/**
 * The answer of the identity endpoints: each field the stored profile lacks as null, except the
 * full name, which until the user gives one is the first and last name sign-up collected.
 */
export function presentIdentity(
  profile: ProfileIdentity & { user_id: string },
  signup?: { first_name: string; last_name: string } | null,
): ProfileIdentityAnswer {
  const answer: Record<string, unknown> = { user_id: profile.user_id };
  for (const field of PROFILE_IDENTITY_FIELDS) answer[field] = profile[field] ?? null;
  if (!profile.full_name && signup) {
    const name = `${signup.first_name.trim()} ${signup.last_name.trim()}`.trim();
    answer.full_name = name === '' ? null : name;
  }
  return answer as ProfileIdentityAnswer;
}

/** The lines of a mailing address, or null until the street, city, state and ZIP are all known. */
export function mailingAddressLines(profile: ProfileIdentity): string[] | null {
  const { full_name, address_line1, address_line2, city, state, postal_code } = profile;
  if (!address_line1 || !city || !state || !postal_code) return null;
  return [
    ...(full_name ? [full_name] : []),
    ...addressLines({ line1: address_line1, line2: address_line2, city, state, postal_code }),
  ];
}
