/** The offer log's rules (issue 27, point 3): newest first, and the gap between the last two. */

export interface OfferLike {
  id: string;
  by: 'me' | 'creditor';
  date: string;
  amount: number;
  created_at: string;
}

/** Newest first: by the offer's date, then by when it was logged. */
export function newestFirst<T extends OfferLike>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) =>
    a.date === b.date ? b.created_at.localeCompare(a.created_at) : b.date.localeCompare(a.date),
  );
}

/**
 * The gap between the last two offers, whoever made them (positive when the latest is higher),
 * or null with fewer than two.
 */
export function lastGap(offers: readonly OfferLike[]): number | null {
  const [latest, previous] = newestFirst(offers);
  if (!latest || !previous) return null;
  return latest.amount - previous.amount;
}
