/** Who holds the debt, how hard the agent is, and where the agent's hidden floor sits. */
import { DETAILS } from '@/shared/api/details';
import { HOLDER_LABELS, HOLDERS, type Holder } from '@/shared/lib/debt-holders';

export { HOLDER_LABELS, HOLDERS, type Holder };

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/**
 * Where each holder usually settles, as a share of the balance (issue 26's published ranges:
 * original creditors 60-80%, collection agencies 30-50%, debt buyers 15-25%). Practice figures,
 * not a promise of any result.
 */
export const SETTLEMENT_RANGES: Readonly<Record<Holder, readonly [low: number, high: number]>> = {
  original_creditor: [0.6, 0.8],
  collection_agency: [0.3, 0.5],
  debt_buyer: [0.15, 0.25],
};

/** The third of the holder's range each difficulty draws its floor from: Easy low, Hard high. */
export const DIFFICULTY_BANDS: Readonly<Record<Difficulty, readonly [from: number, to: number]>> = {
  easy: [0, 1 / 3],
  medium: [1 / 3, 2 / 3],
  hard: [2 / 3, 1],
};

/** The sample debt offered when the user has none (issue 26). */
export const SAMPLE_DEBT = { name: 'Sample credit card', balance: 5000 } as const;

/** The floor, in whole dollars, for a position `at` (0-1) inside the difficulty's band. */
export function floorFor(balance: number, holder: Holder, difficulty: Difficulty, at: number) {
  const [low, high] = SETTLEMENT_RANGES[holder];
  const [from, to] = DIFFICULTY_BANDS[difficulty];
  const share = low + (high - low) * (from + (to - from) * at);
  return Math.round(balance * share);
}

/** One difficulty band of the holder's range, in dollars: what a supervisor can move Hard by. */
export function stepFor(balance: number, holder: Holder): number {
  const [low, high] = SETTLEMENT_RANGES[holder];
  return Math.round((balance * (high - low)) / 3);
}

/** The lowest floor the holder's range allows. */
export function rangeLow(balance: number, holder: Holder): number {
  return Math.round(balance * SETTLEMENT_RANGES[holder][0]);
}

/** What a debt's details say of who holds it (the settlement workspace's `DebtDetails`). */
export interface HolderDetails {
  holder_kind: Holder | null;
  collector_name: string | null;
}

/**
 * Who holds a debt, for the set-up to start from: the holder saved in its details; else a
 * collection agency when a collector's name is recorded; else the original creditor (a card
 * issuer still holds its own account until a collector appears).
 */
export function defaultHolder(details: HolderDetails | null | undefined): Holder {
  if (details?.holder_kind) return details.holder_kind;
  return details?.collector_name ? 'collection_agency' : 'original_creditor';
}

/** Without a subscription: the one free session still to come, or already used. */
export type FreeSession = 'included' | 'used';

export const FREE_SESSION_TEXTS: Readonly<Record<FreeSession, string>> = {
  included:
    'Without a subscription, one practice session is free, and this will be it. With a subscription you can practise as often as you like.',
  used: DETAILS.practiceFreeUsed,
};
