import { describe, expect, it } from 'vitest';
import {
  playMove,
  refuseMove,
  revealedSavings,
  startPractice,
  USER_MOVES,
  type PracticeState,
  type UserMove,
} from './engine';
import { Random } from './random';
import { median, playScripted } from './scripted-user';
import { DIFFICULTIES, HOLDERS, SETTLEMENT_RANGES, type Difficulty, type Holder } from './setup';

const setup = (
  seed: number,
  holder: Holder = 'collection_agency',
  difficulty: Difficulty = 'medium',
) => ({
  balance: 5000,
  holder,
  difficulty,
  seed,
});

/** A random but reproducible user: any move, offers anywhere up to the balance. */
function randomMove(random: Random, state: PracticeState): UserMove {
  const kind = random.pick(USER_MOVES);
  if (kind === 'offer') return { kind, amount: 1 + Math.floor(random.next() * state.balance) };
  if (kind === 'say') {
    return {
      kind,
      text: random.chance(0.3) ? `I have $${Math.floor(random.next() * 6000)} saved` : 'Hello?',
    };
  }
  return { kind };
}

function playRandom(seed: number, holder: Holder, difficulty: Difficulty): PracticeState[] {
  const random = new Random(seed * 7919);
  const states = [startPractice(setup(seed, holder, difficulty))];
  while (states.at(-1)!.status === 'open') {
    states.push(playMove(states.at(-1)!, randomMove(random, states.at(-1)!)));
  }
  return states;
}

describe('practice engine', () => {
  it('answers the same moves the same way for a seed', () => {
    for (const seed of [1, 99, 31337]) {
      const first = playRandom(seed, 'debt_buyer', 'hard');
      const second = playRandom(seed, 'debt_buyer', 'hard');
      expect(second).toEqual(first);
    }
  });

  it('answers differently for different seeds', () => {
    const lines = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => startPractice(setup(seed)).transcript[0]!.text),
    );
    expect(lines.size).toBeGreaterThan(1);
  });

  it('places the hidden floor in the holder range, low for Easy and high for Hard', () => {
    for (const holder of HOLDERS) {
      const [low, high] = SETTLEMENT_RANGES[holder];
      const floors = DIFFICULTIES.map((difficulty) =>
        Array.from(
          { length: 200 },
          (_, seed) => startPractice(setup(seed, holder, difficulty)).floor,
        ),
      );
      for (const list of floors) {
        for (const floor of list) {
          expect(floor).toBeGreaterThanOrEqual(Math.round(5000 * low));
          expect(floor).toBeLessThanOrEqual(Math.round(5000 * high));
        }
      }
      expect(Math.max(...floors[0]!)).toBeLessThanOrEqual(Math.min(...floors[1]!));
      expect(Math.max(...floors[1]!)).toBeLessThanOrEqual(Math.min(...floors[2]!));
    }
  });

  it('opens by asking for the full balance', () => {
    const state = startPractice(setup(5));
    expect(state.demand).toBe(5000);
    expect(state.transcript[0]!.text).toContain('$5,000');
  });

  it('never agrees below its floor at the time of agreement', () => {
    for (const holder of HOLDERS) {
      for (const difficulty of DIFFICULTIES) {
        for (let seed = 1; seed <= 150; seed++) {
          const states = playRandom(seed, holder, difficulty);
          const last = states.at(-1)!;
          if (last.status === 'agreed') {
            expect(last.settlement!).toBeGreaterThanOrEqual(states.at(-2)!.floor);
            expect(last.settlement!).toBeGreaterThanOrEqual(last.floor);
          }
          for (const state of states) expect(state.demand).toBeGreaterThanOrEqual(state.floor);
        }
      }
    }
  }, 60_000);

  it('leaves the state it is given as it was', () => {
    const state = startPractice(setup(3));
    const copy = structuredClone(state);
    playMove(state, { kind: 'offer', amount: 1500 });
    expect(state).toEqual(copy);
  });

  it('exploits a big jump in the user offer', () => {
    let state = startPractice(setup(11, 'collection_agency', 'hard'));
    state = playMove(state, { kind: 'offer', amount: 500 });
    const before = state.floor;
    state = playMove(state, { kind: 'offer', amount: 1500 });
    expect(state.status).toBe('open');
    expect(state.floor).toBeGreaterThan(before);
    expect(state.floor).toBeGreaterThan(1500);
    expect(state.transcript.some((entry) => entry.move === 'exploit')).toBe(true);
  });

  it('raises the floor to a savings figure the user reveals', () => {
    let state = startPractice(setup(4, 'debt_buyer', 'easy'));
    expect(state.floor).toBeLessThan(3000);
    state = playMove(state, { kind: 'say', text: 'Honestly I have $3,000 saved up.' });
    expect(state.floor).toBe(3000);
    expect(state.revealed_savings).toBe(3000);
    expect(state.demand).toBeGreaterThanOrEqual(3000);
  });

  it('reads a savings figure only when the words are about savings', () => {
    expect(revealedSavings('I have $2,500 in savings')).toBe(2500);
    expect(revealedSavings('I saved 3k')).toBe(3000);
    expect(revealedSavings('My rent is $1,200')).toBeNull();
  });

  it('lets a supervisor move Hard by one step and no other difficulty', () => {
    let moved = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const hard = startPractice(setup(seed, 'original_creditor', 'hard'));
      const after = playMove(hard, { kind: 'supervisor' });
      if (after.floor < hard.floor) {
        moved += 1;
        expect(hard.floor - after.floor).toBeLessThanOrEqual(Math.round((5000 * 0.2) / 3));
        expect(after.demand).toBeLessThan(hard.demand);
      }
      const medium = startPractice(setup(seed, 'original_creditor', 'medium'));
      expect(playMove(medium, { kind: 'supervisor' }).floor).toBe(medium.floor);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('can answer walking away with a last offer, then ends with no deal', () => {
    let state = startPractice(setup(8, 'collection_agency', 'easy'));
    state = playMove(state, { kind: 'offer', amount: 1000 });
    const asked = state.demand;
    state = playMove(state, { kind: 'end_call' });
    expect(state.status).toBe('open');
    expect(state.last_offer_made).toBe(true);
    expect(state.demand).toBeLessThan(asked);
    expect(state.demand).toBeGreaterThanOrEqual(state.floor);
    state = playMove(state, { kind: 'end_call' });
    expect(state.status).toBe('no_deal');
    expect(state.settlement).toBeNull();
  });

  it('says prohibited lines only on Hard, and counts the ones the user flags', () => {
    let said = 0;
    let flagged = 0;
    for (let seed = 1; seed <= 100; seed++) {
      for (const difficulty of DIFFICULTIES) {
        let state = startPractice(setup(seed, 'collection_agency', difficulty));
        for (let turn = 0; turn < 6 && state.status === 'open'; turn++) {
          state = playMove(
            state,
            state.pending_violation ? { kind: 'not_allowed' } : { kind: 'ask_account' },
          );
        }
        if (difficulty !== 'hard') expect(state.violations).toEqual([]);
        else {
          said += state.violations.length;
          flagged += state.violations.filter((item) => item.flagged).length;
          for (const entry of state.transcript.filter((line) => line.move === 'violation')) {
            expect(entry.violation).not.toBeNull();
          }
        }
      }
    }
    expect(said).toBeGreaterThan(0);
    expect(flagged).toBeGreaterThan(0);
  });

  it('refuses moves after the end and offers that are not whole dollars or above the balance', () => {
    const state = startPractice(setup(2));
    expect(refuseMove(state, { kind: 'offer', amount: 0 })).toBe(
      'Enter your offer in whole dollars.',
    );
    expect(refuseMove(state, { kind: 'offer', amount: 10.5 })).toBe(
      'Enter your offer in whole dollars.',
    );
    expect(refuseMove(state, { kind: 'offer', amount: 5001 })).toBe(
      'Your offer cannot be more than the balance of $5,000.',
    );
    const ended = playMove(state, { kind: 'accept' });
    expect(ended.status).toBe('agreed');
    expect(ended.settlement).toBe(5000);
    expect(() => playMove(ended, { kind: 'hardship' })).toThrow('This practice session has ended.');
  });

  it('raises the median settlement from Easy to Medium to Hard for every holder (500 seeds)', () => {
    for (const holder of HOLDERS) {
      const medians = DIFFICULTIES.map((difficulty) =>
        median(
          Array.from({ length: 500 }, (_, index) => {
            const state = playScripted(setup(index + 1, holder, difficulty));
            expect(state.status).toBe('agreed');
            return state.settlement! / state.balance;
          }),
        ),
      );
      expect(medians[1]!).toBeGreaterThan(medians[0]!);
      expect(medians[2]!).toBeGreaterThan(medians[1]!);
    }
  }, 60_000);
});
