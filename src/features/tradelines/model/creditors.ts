/** The creditor pick list is sorted by name, ignoring case and accents (spec section 7). */
export function byCreditorName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}
