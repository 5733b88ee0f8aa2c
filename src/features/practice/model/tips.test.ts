import { describe, expect, it } from 'vitest';
import { playMove, startPractice, type PracticeState, type UserMove } from './engine';
import { practiceSetup } from '../../../../tests/setup/practice';
import { NEGOTIATE_SECTIONS, reviewPractice, sectionLink } from './tips';

const plan = { goal: 2250, walk_away: 3000 };

function play(moves: UserMove[], seed = 8, difficulty: 'easy' | 'hard' = 'easy'): PracticeState {
  let state = startPractice(practiceSetup(seed, 'collection_agency', difficulty));
  for (const move of moves) if (state.status === 'open') state = playMove(state, move);
  return state;
}

describe('post-session tips', () => {
  it('always gives three tips, each linking to a section of How to negotiate', () => {
    for (const moves of [
      [],
      [{ kind: 'end_call' }],
      [{ kind: 'offer', amount: 4900 }],
      [
        { kind: 'hardship' },
        { kind: 'ask_writing' },
        { kind: 'ask_reporting' },
        { kind: 'offer', amount: 1500 },
        { kind: 'accept' },
      ],
    ] as UserMove[][]) {
      const review = reviewPractice(
        play([...moves, { kind: 'end_call' }, { kind: 'end_call' }]),
        plan,
      );
      expect(review.tips).toHaveLength(3);
      for (const tip of review.tips) {
        expect(Object.keys(NEGOTIATE_SECTIONS)).toContain(tip.section);
        expect(sectionLink(tip.section)).toMatch(/^\/portal\/take-action\/negotiate#[a-z-]+$/);
      }
    }
  });

  it('measures the result against the goal, the walk-away maximum and the agent floor', () => {
    const state = play([{ kind: 'offer', amount: 4900 }]);
    expect(state.status).toBe('agreed');
    const review = reviewPractice(state, plan);
    expect(review.settlement).toBe(4900);
    expect(review.settlement_percent).toBe(98);
    expect(review.met_goal).toBe(false);
    expect(review.over_walk_away).toBe(true);
    expect(review.creditor_would_take).toBe(state.lowest_floor);
    expect(review.left_on_table).toBe(4900 - state.lowest_floor);
    expect(review.tips.map((tip) => tip.id)).toEqual(['walk-away', 'opening', 'left-on-table']);
    expect(review.tips[1]!.text).toBe(
      'You opened at 98% of the balance. Opening at 30-50% leaves room to raise in small steps.',
    );
  });

  it('praises an opening in the 30-50% range and counts concessions', () => {
    const review = reviewPractice(
      play([
        { kind: 'hardship' },
        { kind: 'offer', amount: 1500 },
        { kind: 'offer', amount: 1750 },
        { kind: 'end_call' },
        { kind: 'end_call' },
      ]),
      plan,
    );
    expect(review.opening_in_range).toBe(true);
    expect(review.opening_percent).toBe(30);
    expect(review.concessions).toBe(1);
    expect(review.largest_concession).toBe(250);
  });

  it('tells a user who revealed savings to keep them private first', () => {
    const review = reviewPractice(
      play([{ kind: 'say', text: 'I have $2,000 saved.' }, { kind: 'end_call' }]),
      plan,
    );
    expect(review.kept_savings_private).toBe(false);
    expect(review.tips[0]!.title).toBe('Keep your savings to yourself');
    expect(review.tips[0]!.section).toBe('before');
  });

  it('asks for the agreement in writing and the reporting when the user agreed without them', () => {
    const review = reviewPractice(
      play([{ kind: 'hardship' }, { kind: 'offer', amount: 1500 }, { kind: 'accept' }]),
      plan,
    );
    const ids = review.tips.map((tip) => tip.id);
    expect(review.asked_writing).toBe(false);
    expect(ids).toContain('writing');
    expect(review.tips.find((tip) => tip.id === 'writing')!.section).toBe('writing');
  });

  it('names the rule of a prohibited line the user let pass, with its reference', () => {
    for (let seed = 1; seed < 60; seed++) {
      const state = play(
        [
          { kind: 'hardship' },
          { kind: 'ask_account' },
          { kind: 'ask_account' },
          { kind: 'ask_account' },
          { kind: 'end_call' },
        ],
        seed,
        'hard',
      );
      const review = reviewPractice(state, plan);
      if (state.violations.length === 0) continue;
      const tip = review.tips.find((item) => item.id === 'violations-missed');
      expect(tip?.section).toBe('rights');
      expect(tip?.text).toMatch(/12 CFR 1006\./);
      return;
    }
    throw new Error('No seed said a prohibited line');
  });

  it('explains why timing matters when a prohibited line is called out late', () => {
    for (let seed = 1; seed < 80; seed++) {
      let state = startPractice(practiceSetup(seed, 'collection_agency', 'hard'));
      while (state.status === 'open' && !state.pending_violation) {
        state = playMove(state, { kind: 'ask_account' });
      }
      if (state.status !== 'open') continue;
      state = playMove(state, { kind: 'ask_writing' });
      if (state.status !== 'open' || state.pending_violation) continue;
      state = playMove(state, { kind: 'not_allowed' });
      state = playMove(state, { kind: 'end_call' });
      if (state.status === 'open') state = playMove(state, { kind: 'end_call' });
      const review = reviewPractice(state, plan);
      expect(review.violations_spotted).toEqual([]);
      const tip = review.tips.find((item) => item.id === 'violations-late');
      expect(tip?.section).toBe('rights');
      expect(tip?.text).toContain("before the agent's next line");
      return;
    }
    throw new Error('No seed called a line out late');
  });

  it('tells a user who flagged an original creditor which rules cover which holder', () => {
    let state = startPractice(practiceSetup(5, 'original_creditor', 'hard'));
    state = playMove(state, { kind: 'not_allowed' });
    state = playMove(state, { kind: 'end_call' });
    const review = reviewPractice(state, plan);
    const tip = review.tips.find((item) => item.id === 'rules-holder');
    expect(tip?.text).toContain('not an original creditor collecting its own debt');
    expect(tip?.text).toContain('12 CFR 1006');
    // The same flag on a collector's call is just a false alarm, with no such tip.
    let collector = startPractice(practiceSetup(5, 'collection_agency', 'easy'));
    collector = playMove(collector, { kind: 'not_allowed' });
    collector = playMove(collector, { kind: 'end_call' });
    expect(reviewPractice(collector, plan).tips.map((item) => item.id)).not.toContain(
      'rules-holder',
    );
  });
});
