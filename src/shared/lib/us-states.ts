/**
 * The US states and the District of Columbia by their USPS two-letter codes (USPS Publication 28,
 * Appendix B, "State Abbreviations"). The profile stores the code; letters and the settlement
 * workspace show the name. Territories are left out: the state tables the product reads
 * (statutes of limitations, collection rules) cover the 50 states and DC.
 */
/**
 * The 51 codes, alphabetical by name. Only these load where the profile's schema does (the
 * portal's first screen); the names are in `us-state-names.ts`, loaded with the pick lists.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];
