import { describe, expect, it } from 'vitest';
import { practiceSetup as setup } from '../../../../tests/setup/practice';
import {
  MAX_MOVES,
  MAX_UNREAD,
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

const WORDS = [
  'Hello?',
  'I can offer $1,500',
  'fifteen hundred',
  'I lost my job',
  'Can I speak to your supervisor?',
  'My rent is $1,200 and I have no savings',
  "That's not allowed",
  'banana bread',
  'I accept',
  'Please validate this debt',
];

/** A random but reproducible user: any move, offers anywhere up to the balance. */
function randomMove(random: Random, state: PracticeState): UserMove {
  const kind = random.pick(USER_MOVES);
  if (kind === 'offer') return { kind, amount: 1 + Math.floor(random.next() * state.balance) };
  if (kind === 'say') {
    return {
      kind,
      text: random.chance(0.3)
        ? `I have $${Math.floor(random.next() * 6000)} saved`
        : random.pick(WORDS),
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
    expect(revealedSavings('My rent is $1,200 and I have no savings')).toBeNull();
    expect(revealedSavings('I have 2 kids and $3,000 in savings')).toBe(3000);
  });

  it('leaves the floor alone when the user says they have no savings', () => {
    const before = startPractice(setup(4, 'debt_buyer', 'easy'));
    const after = playMove(before, {
      kind: 'say',
      text: 'My rent is $1,200 and I have no savings',
    });
    expect(after.floor).toBe(before.floor);
    expect(after.revealed_savings).toBeNull();
    expect(after.transcript.at(-2)).toMatchObject({ speaker: 'user', amount: null });
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

  it('with the floor fixed at 50%, the median settlement rises at least 3 points a step for every holder', () => {
    for (const holder of HOLDERS) {
      const medians = DIFFICULTIES.map((difficulty) =>
        median(
          Array.from({ length: 200 }, (_, index) => {
            const state = playScripted(setup(index + 1, holder, difficulty), { floor: 2500 });
            expect(state.status).toBe('agreed');
            return (state.settlement! / state.balance) * 100;
          }),
        ),
      );
      expect(medians[1]! - medians[0]!, `${holder} Easy to Medium`).toBeGreaterThanOrEqual(3);
      expect(medians[2]! - medians[1]!, `${holder} Medium to Hard`).toBeGreaterThanOrEqual(3);
    }
  }, 60_000);

  /** The agent's answers to low offers of $300, $320, ... (six unless told): the asks it names. */
  function asksAgainstLowOffers(seed: number, holder: Holder, difficulty: Difficulty, turns = 6) {
    let state = startPractice(setup(seed, holder, difficulty));
    const asks: number[] = [];
    for (let turn = 0; turn < turns && state.status === 'open'; turn++) {
      state = playMove(state, { kind: 'offer', amount: 300 + turn * 20 });
      asks.push(state.demand);
    }
    return { state, asks };
  }

  it('turns offers down before it counters on Hard, and counters every offer on Easy', () => {
    for (const holder of HOLDERS) {
      let easyHolds = 0;
      let hardHolds = 0;
      for (let seed = 1; seed <= 30; seed++) {
        // Three offers: far enough from every floor that each answer could move.
        const easy = asksAgainstLowOffers(seed, holder, 'easy', 3);
        const hard = asksAgainstLowOffers(seed, holder, 'hard', 3);
        const held = (asks: number[]) =>
          asks.filter((ask, index) => ask === (index === 0 ? 5000 : asks[index - 1])).length;
        easyHolds += held(easy.asks);
        hardHolds += held(hard.asks);
      }
      expect(easyHolds, holder).toBe(0);
      // Hard holds once before each counter: two of its three answers.
      expect(hardHolds, holder).toBe(60);
    }
  });

  it('anchors its first counter higher on Hard than on Medium, and on Medium than on Easy', () => {
    for (const holder of HOLDERS) {
      // The share of the gap to its floor that the first counter gives up.
      const firstDrop = (difficulty: Difficulty) =>
        median(
          Array.from({ length: 50 }, (_, index) => {
            const { state } = asksAgainstLowOffers(index + 1, holder, difficulty);
            const first = state.transcript.find((line) => line.move === 'counter')!;
            return (5000 - first.amount!) / (5000 - state.floor);
          }),
        );
      expect(firstDrop('easy')).toBeGreaterThan(firstDrop('medium'));
      expect(firstDrop('medium')).toBeGreaterThan(firstDrop('hard'));
    }
  });

  it('keeps a reserve above its floor on Medium and Hard that walking away wins back', () => {
    for (const difficulty of DIFFICULTIES) {
      let state = startPractice(setup(9, 'collection_agency', difficulty));
      // Offers just under the floor: the agent comes down as far as it will before a walk-away.
      for (let turn = 0; turn < 12 && state.status === 'open'; turn++) {
        state = playMove(state, { kind: 'offer', amount: state.floor - 100 });
      }
      const kept = state.demand - state.floor;
      if (difficulty === 'easy') expect(kept).toBe(0);
      else expect(kept).toBeGreaterThanOrEqual(Math.round((5000 - state.floor) * 0.09));
      const walked = playMove(state, { kind: 'end_call' });
      if (walked.status === 'open') expect(walked.demand).toBeLessThan(state.demand);
    }
  });

  it('presses more on Hard: more pressure and deadline lines per turned-down offer', () => {
    const pressed = (difficulty: Difficulty) => {
      let lines = 0;
      for (let seed = 1; seed <= 60; seed++) {
        let state = startPractice(setup(seed, 'collection_agency', difficulty));
        for (let turn = 0; turn < 8 && state.status === 'open'; turn++) {
          state = playMove(state, { kind: 'say', text: 'No, that is too much for me.' });
        }
        lines += state.transcript.filter(
          (line) => line.move === 'pressure' || line.move === 'deadline',
        ).length;
      }
      return lines;
    };
    const [easy, medium, hard] = DIFFICULTIES.map(pressed);
    expect(medium!).toBeGreaterThan(easy!);
    expect(hard!).toBeGreaterThan(medium!);
  });

  it('gives ground in bigger steps for a debt buyer than for a card issuer', () => {
    for (const difficulty of DIFFICULTIES) {
      const step = (holder: Holder) =>
        median(
          Array.from({ length: 40 }, (_, index) => {
            const { state } = asksAgainstLowOffers(index + 1, holder, difficulty);
            const counters = state.transcript.filter((line) => line.move === 'counter');
            return (5000 - counters.at(-1)!.amount!) / (5000 - state.floor) / counters.length;
          }),
        );
      expect(step('debt_buyer'), difficulty).toBeGreaterThan(step('original_creditor'));
    }
  });

  it('never has an original creditor say a line the collector rules forbid, and presses lawfully', () => {
    let pressure = 0;
    for (let seed = 1; seed <= 100; seed++) {
      let state = startPractice(setup(seed, 'original_creditor', 'hard'));
      expect(state.collector_rules).toBe(false);
      for (let turn = 0; turn < 12 && state.status === 'open'; turn++) {
        state = playMove(state, { kind: 'offer', amount: 1000 + turn * 20 });
      }
      expect(state.violations).toEqual([]);
      expect(state.transcript.filter((line) => line.violation !== null)).toEqual([]);
      pressure += state.transcript.filter((line) =>
        ['pressure', 'deadline', 'hold'].includes(line.move),
      ).length;
    }
    expect(pressure).toBeGreaterThan(100);
  });

  it('takes a flag of a prohibited line until its next line, and counts a later one as late', () => {
    let timely = 0;
    let late = 0;
    for (let seed = 1; seed <= 80; seed++) {
      let state = startPractice(setup(seed, 'debt_buyer', 'hard'));
      while (state.status === 'open' && state.violations.length === 0) {
        state = playMove(state, { kind: 'ask_account' });
      }
      if (state.status !== 'open') continue;
      if (seed % 2) {
        state = playMove(state, { kind: 'say', text: "That's illegal, you can't say that." });
        expect(state.violations[0]!.flagged).toBe(true);
        expect(state.late_flags).toBe(0);
        timely += 1;
      } else {
        state = playMove(state, { kind: 'ask_writing' });
        if (state.status !== 'open') continue;
        const pending = state.pending_violation;
        state = playMove(state, { kind: 'not_allowed' });
        expect(state.violations[0]!.flagged).toBe(false);
        // Flagging the second line (if one came) is in time; the first one's moment has passed.
        if (!pending) {
          expect(state.late_flags).toBe(1);
          expect(
            state.transcript.at(-1)!.move === 'late_flag' ||
              state.transcript.at(-2)!.move === 'late_flag',
          ).toBe(true);
          late += 1;
        }
      }
    }
    expect(timely).toBeGreaterThan(5);
    expect(late).toBeGreaterThan(5);
  });

  it('keeps the flag open across a line it could not follow', () => {
    let state = startPractice(setup(3, 'collection_agency', 'hard'));
    while (!state.pending_violation) state = playMove(state, { kind: 'ask_account' });
    state = playMove(state, { kind: 'say', text: 'banana bread' });
    expect(state.pending_violation).not.toBeNull();
    expect(state.transcript.at(-1)!.text).toContain("'That's not allowed'");
    state = playMove(state, { kind: 'not_allowed' });
    expect(state.violations.some((item) => item.flagged)).toBe(true);
  });

  it('plays the move typed words name, with the amount on the user line', () => {
    let state = startPractice(setup(21, 'collection_agency', 'easy'));
    state = playMove(state, { kind: 'say', text: 'I can offer fifteen hundred dollars' });
    expect(state.offers).toEqual([1500]);
    expect(state.moves).toBe(1);
    const line = state.transcript.find((item) => item.speaker === 'user')!;
    expect(line).toMatchObject({ move: 'offer', amount: 1500 });
    state = playMove(state, { kind: 'say', text: 'Will you send me the agreement in writing?' });
    expect(state.asked_writing).toBe(true);
    state = playMove(state, { kind: 'say', text: 'Can I speak to your supervisor?' });
    expect(state.supervisor_asked).toBe(true);
    state = playMove(state, { kind: 'say', text: 'I lost my job last month' });
    expect(state.hardship).toBe(true);
    const ask = state.demand;
    state = playMove(state, { kind: 'say', text: `I accept $${ask}` });
    expect(state.status).toBe('agreed');
    expect(state.settlement).toBe(ask);
  });

  it('costs no move for words it cannot follow, says what it heard and suggests what to say', () => {
    let state = startPractice(setup(5));
    state = playMove(state, { kind: 'say', text: 'purple monkey dishwasher' });
    expect(state.moves).toBe(0);
    expect(state.unread).toBe(1);
    expect(state.demand).toBe(5000);
    const reply = state.transcript.at(-1)!;
    expect(reply.move).toBe('not_understood');
    expect(reply.text).toContain('You could say:');
    expect(reply.text).toContain("'I can offer $1,500'");
    state = playMove(state, { kind: 'say', text: 'Is $2,000 a thing?' });
    expect(state.moves).toBe(0);
    expect(state.transcript.at(-2)!.amount).toBe(2000);
    expect(state.transcript.at(-1)!.text).toContain('I heard $2,000');
    // Past the limit, unread lines count, so a session cannot grow without end.
    for (let index = 0; index < MAX_UNREAD; index++) {
      state = playMove(state, { kind: 'say', text: 'purple' });
    }
    expect(state.unread).toBe(MAX_UNREAD);
    expect(state.moves).toBe(2);
    expect(MAX_MOVES - state.moves).toBe(28);
  });

  it('refuses typed offers above the balance as it refuses the offer form', () => {
    const state = startPractice(setup(2));
    expect(refuseMove(state, { kind: 'say', text: 'I can pay $6,000' })).toBe(
      'Your offer cannot be more than the balance of $5,000.',
    );
  });

  it('says only what it does: a counter names a lower ask, a hold the same one', () => {
    const MOVED = ['counter', 'last_offer', 'supervisor_moves', 'apology'];
    const HELD = ['hold', 'pressure', 'deadline', 'apology_holds', 'supervisor_holds', 'listen'];
    for (const holder of HOLDERS) {
      for (const difficulty of DIFFICULTIES) {
        for (let seed = 1; seed <= 60; seed++) {
          const states = playRandom(seed, holder, difficulty);
          for (let index = 1; index < states.length; index++) {
            const before = states[index - 1]!;
            const added = states[index]!.transcript.slice(before.transcript.length);
            for (const line of added.filter((item) => item.speaker === 'agent')) {
              if (MOVED.includes(line.move)) expect(line.amount!).toBeLessThan(before.demand);
              if (HELD.includes(line.move) && line.amount !== null) {
                expect(line.amount).toBe(states[index]!.demand);
              }
            }
          }
        }
      }
    }
  }, 60_000);

  it("plays a language model's intent for words the reader cannot follow, and none else", () => {
    const start = startPractice(setup(5));
    const escalated = playMove(start, {
      kind: 'say',
      text: 'get me whoever is in charge over there',
      intent: 'supervisor',
    });
    expect(escalated.supervisor_asked).toBe(true);
    expect(escalated.moves).toBe(1);
    // The reader's own reading comes first: the model's intent cannot change an offer it read.
    const offered = playMove(start, { kind: 'say', text: 'I can offer $1,500', intent: 'accept' });
    expect(offered.offers).toEqual([1500]);
    expect(offered.status).toBe('open');
  });
});
