/**
 * The companion's knowledge from the slices that own it (see model/knowledge.ts): the practice
 * engine's own lines for the user and its ranges and rules, the letters slice's holder rule,
 * call limits and time-to-sue warning. Nothing is copied: a changed line or rule shows here.
 */
import {
  COVERAGE_TEXTS,
  coverageOf,
  DISPUTE_PAUSE_SOURCE,
  FLAG_TEXTS,
  RESTART_WARNING,
  VALIDATION_PERIOD_DAYS,
} from '@/features/letters';
import { playMove, SETTLEMENT_RANGES, startPractice, VIOLATION_RULES } from '@/features/practice';
import type { Holder } from '@/shared/lib/debt-holders';
import type { Knowledge, LineMove } from '../model/knowledge';

/** The practice engine's words for one of the user's moves, on a debt of this balance. */
function practiceLine(move: LineMove, holder: Holder | null, balance: number): string {
  const practised = holder ?? 'collection_agency';
  const start = startPractice({
    balance: Math.max(1, Math.round(balance)),
    holder: practised,
    difficulty: 'easy',
    seed: 1,
    // The engine takes whether the collector rules apply from the one holder rule.
    collector_rules: coverageOf(practised) === 'covered',
  });
  const played = playMove(start, move);
  return played.transcript[start.transcript.length]!.text;
}

export const KNOWLEDGE: Knowledge = {
  line: (move, holder, balance) => practiceLine(move, holder, balance),
  range: (holder) => SETTLEMENT_RANGES[holder],
  coverage: coverageOf,
  coverageText: COVERAGE_TEXTS,
  rules: {
    time_barred_suit: VIOLATION_RULES.time_barred_suit,
    arrest: VIOLATION_RULES.arrest,
    call_frequency: {
      what: FLAG_TEXTS.call_frequency.explanation,
      reference: FLAG_TEXTS.call_frequency.reference,
    },
    inconvenient_time: {
      what: FLAG_TEXTS.inconvenient_time.explanation,
      reference: FLAG_TEXTS.inconvenient_time.reference,
    },
    dispute_pause: {
      what: `If you dispute the debt in writing within the validation period (${VALIDATION_PERIOD_DAYS} days after you receive the validation notice), the collector must stop collecting until it sends you verification.`,
      reference: DISPUTE_PAUSE_SOURCE,
    },
  },
  restartWarning: RESTART_WARNING,
};
