/**
 * The profile's state, full name and mailing address (issue 27, point 1): optional, so a profile
 * stored before they existed has none. Both backends answer every one of them, null when unknown.
 */
import { PROFILE_IDENTITY_FIELDS, type ProfileIdentity } from '../contract';

export type CompleteIdentity = {
  [K in keyof ProfileIdentity]-?: NonNullable<ProfileIdentity[K]> | null;
};

/** The profile with each identity field it lacks as null. */
export function withIdentity<P extends ProfileIdentity>(profile: P): P & CompleteIdentity {
  const filled = { ...profile } as P & CompleteIdentity;
  for (const field of PROFILE_IDENTITY_FIELDS) {
    (filled as Record<string, unknown>)[field] = profile[field] ?? null;
  }
  return filled;
}

/** The lines of a mailing address, or null until the street, city, state and ZIP are all known. */
export function mailingAddressLines(profile: ProfileIdentity): string[] | null {
  const { full_name, address_line1, address_line2, city, state, postal_code } = profile;
  if (!address_line1 || !city || !state || !postal_code) return null;
  return [
    ...(full_name ? [full_name] : []),
    address_line1,
    ...(address_line2 ? [address_line2] : []),
    `${city}, ${state} ${postal_code}`,
  ];
}
