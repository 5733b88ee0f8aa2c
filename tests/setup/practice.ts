/**
 * Practice set-ups for the engine's tests: the collector rules come from the letters slice's
 * holder rule through the practice service, as in a real session, never from a copy.
 */
import type { PracticeSetup } from '../../src/features/practice/model/engine';
import type { Difficulty, Holder } from '../../src/features/practice/model/setup';
import { collectorRulesFor } from '../../src/features/practice/service/practice';

export function practiceSetup(
  seed: number,
  holder: Holder = 'collection_agency',
  difficulty: Difficulty = 'medium',
  balance = 5000,
): PracticeSetup {
  return { balance, holder, difficulty, seed, collector_rules: collectorRulesFor(holder) };
}
