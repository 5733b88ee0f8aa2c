/**
 * The creditor pick list: reference data, the same in production and in the demo
 * (`npm run seed:reference` loads it; the mock and the demo seed use it too), and its order.
 */
import type { Creditor } from '../contract';

/** The creditors, deliberately not in name order: the API sorts them. */
const CREDITOR_NAMES = [
  'Synchrony Bank',
  'Capital One',
  'Wells Fargo',
  'American Express',
  'Discover',
  'Chase',
  'Citibank',
  'Barclays',
  'Bank of America',
  'U.S. Bank',
  'Navy Federal Credit Union',
  'Goldman Sachs (Apple Card)',
  'PayPal Credit',
  'Credit One Bank',
] as const;

/** Fixed ids (`5eed02` + the position), so every database and the mock agree. */
export const REFERENCE_CREDITORS: readonly Creditor[] = CREDITOR_NAMES.map((name, index) => ({
  uuid: `5eed02${(index + 1).toString(16).padStart(18, '0')}`,
  name,
}));

/** The creditor pick list is sorted by name, ignoring case and accents (spec section 7). */
export function byCreditorName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}
