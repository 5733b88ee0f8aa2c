/**
 * What the companion knows but does not own: the practice engine's lines for the user and its
 * settlement ranges per holder, the letters slice's holder rule (who Regulation F covers) and
 * its limitations estimate, and the settlement plan. A model imports only its own slice, so the
 * screen builds this from those slices' public faces (`ui/knowledge.ts`) and hands it in; the
 * tests hand in the same.
 */
import type { Holder } from '@/shared/lib/debt-holders';

/** The practice moves whose words the companion suggests. */
export type LineMove =
  | { kind: 'offer'; amount: number }
  | {
      kind:
        | 'hardship'
        | 'ask_account'
        | 'ask_writing'
        | 'ask_reporting'
        | 'supervisor'
        | 'not_allowed'
        | 'end_call';
    };

export type Coverage = 'covered' | 'original_creditor' | 'unknown';

export interface Rule {
  what: string;
  /** Where the rule is written. */
  reference: string;
}

export interface Knowledge {
  /** The user's words for a move, as the practice engine says them. */
  line(move: LineMove, holder: Holder | null, balance: number): string;
  /** Where this holder usually settles, as shares of the balance (practice figures). */
  range(holder: Holder): readonly [low: number, high: number];
  /** Whether the debt collection rules (Regulation F) cover the holder. */
  coverage(holder: Holder | null): Coverage;
  /** Why a holder is not covered, in the letters slice's words. */
  coverageText: Readonly<Record<Exclude<Coverage, 'covered'>, string>>;
  /** What a collector may not say or do, with the rule (practice and letters). */
  rules: {
    time_barred_suit: Rule;
    arrest: Rule;
    call_frequency: Rule;
    inconvenient_time: Rule;
    dispute_pause: Rule;
  };
  /** The letters slice's warning that a payment or acknowledgment can restart the time to sue. */
  restartWarning: string;
}

/** The debt the companion coaches on, with its plan and where its time to sue stands. */
export interface CoachDebt {
  name: string;
  balance: number;
  holder: Holder | null;
  plan: { opening: number; goal: number; walk_away: number | null };
  /** From the letters slice's estimate: near its end or possibly past it; null when unknown. */
  limitation: { status: 'running' | 'near' | 'time_barred'; source: string } | null;
}
