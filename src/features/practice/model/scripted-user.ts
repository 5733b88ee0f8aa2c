/**
 * One scripted user the engine's tests and `scripts/practice-table.ts` play against every
 * seed: explains a hardship, opens at 10% of the balance, raises by 2.5% a turn, and takes the
 * agent's ask once it is within one raise of the last offer.
 */
import { playMove, startPractice, type PracticeSetup, type PracticeState } from './engine';

export interface ScriptedOptions {
  /**
   * The agent's hidden floor in whole dollars, in place of the one drawn from the holder's
   * range: with one floor for every difficulty, what differs is the strategy alone.
   */
  floor?: number;
}

export function playScripted(setup: PracticeSetup, options: ScriptedOptions = {}): PracticeState {
  let state = startPractice(setup);
  if (options.floor !== undefined) {
    state = { ...state, floor: options.floor, lowest_floor: options.floor };
  }
  state = playMove(state, { kind: 'hardship' });
  const step = Math.round(setup.balance * 0.025);
  let offer = Math.round(setup.balance * 0.1);
  while (state.status === 'open') {
    if (state.offers.length > 0 && state.demand <= offer + step) {
      state = playMove(state, { kind: 'accept' });
      break;
    }
    if (state.offers.length > 0) offer = Math.min(setup.balance, offer + step);
    state = playMove(state, { kind: 'offer', amount: offer });
  }
  return state;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
