/**
 * The companion's whisper with the real knowledge of the practice engine and the letters slice
 * (the same `KNOWLEDGE` the screen uses): its lines are the engine's own words, its amounts come
 * from the plan and what was said, and its warnings come before the risky step.
 */
import { describe, expect, it } from 'vitest';
import { coach, nextOffer } from '@/features/companion/model/coach';
import { CUES } from '@/features/companion/model/cues';
import type { CoachDebt } from '@/features/companion/model/knowledge';
import type { SaidAmount } from '@/features/companion/model/outcome';
import { planLines, rightsFor, scriptFor, scriptStepOf } from '@/features/companion/model/before';
import { KNOWLEDGE } from '@/features/companion/ui/knowledge';
import { COVERAGE_TEXTS, coverageOf, RESTART_WARNING } from '@/features/letters';
import { playMove, startPractice } from '@/features/practice';

const debt = (overrides: Partial<CoachDebt> = {}): CoachDebt => ({
  name: 'Chase',
  balance: 4200,
  holder: 'collection_agency',
  plan: { opening: 1260, goal: 1890, walk_away: 2100 },
  limitation: null,
  ...overrides,
});

/** The practice engine's words for the user's move, read straight from a session. */
function engineSays(move: Parameters<typeof playMove>[1], balance = 4200): string {
  const start = startPractice({
    balance,
    holder: 'collection_agency',
    difficulty: 'easy',
    seed: 9,
    collector_rules: coverageOf('collection_agency') === 'covered',
  });
  return playMove(start, move).transcript.find(
    (line, index) => index >= start.transcript.length && line.speaker === 'user',
  )!.text;
}

const me = (amount: number): SaidAmount => ({ by: 'me', amount });
const them = (amount: number): SaidAmount => ({ by: 'creditor', amount });

describe('the whisper', () => {
  it("answers 'They want the full balance' with a hardship line and the plan's opening offer, in the engine's words", () => {
    const answer = coach('full_balance', debt(), [], KNOWLEDGE);
    expect(answer.offer).toBe(1260);
    expect(answer.say).toEqual([
      engineSays({ kind: 'hardship' }),
      engineSays({ kind: 'offer', amount: 1260 }),
    ]);
    expect(answer.say[1]).toContain('$1,260');
    // The holder's range from the practice engine: collection agencies 30-50%.
    expect(answer.why).toContain('30-50% of the balance');
    expect(answer.warning).toBeNull();
  });

  it('gives each of the eight cues something to say', () => {
    for (const cue of CUES) {
      const answer = coach(cue, debt(), [me(1260), them(3000)], KNOWLEDGE);
      expect(answer.say.length, cue).toBeGreaterThan(0);
      for (const line of answer.say) expect(line.trim(), cue).not.toBe('');
    }
  });

  it('raises in a small step, never past half-way to their figure nor past the walk-away', () => {
    // 5% of $4,200 is $210: $1,260 + $210.
    expect(nextOffer(debt(), [me(1260), them(3000)])).toBe(1470);
    // Half-way between $1,260 and $1,400 is $1,330.
    expect(nextOffer(debt(), [me(1260), them(1400)])).toBe(1330);
    // The walk-away is the ceiling, and at it the offer holds.
    expect(
      nextOffer(debt({ plan: { opening: 1260, goal: 1890, walk_away: 1300 } }), [
        me(1260),
        them(3000),
      ]),
    ).toBe(1300);
    expect(
      nextOffer(debt({ plan: { opening: 1260, goal: 1890, walk_away: 1300 } }), [
        me(1300),
        them(3000),
      ]),
    ).toBe(1300);
    // Without a walk-away, the goal is the ceiling.
    expect(
      nextOffer(debt({ plan: { opening: 1260, goal: 1300, walk_away: null } }), [
        me(1290),
        them(3000),
      ]),
    ).toBe(1300);
  });

  it('answers a counter-offer over the ceiling with the next offer, and one within it by asking for it in writing first', () => {
    const over = coach('counter_offer', debt(), [me(1260), them(3000)], KNOWLEDGE);
    expect(over.say).toEqual([engineSays({ kind: 'offer', amount: 1470 })]);
    expect(over.warning).toBeNull();

    const within = coach('counter_offer', debt(), [me(1260), them(2000)], KNOWLEDGE);
    expect(within.offer).toBeNull();
    expect(within.say).toEqual([
      engineSays({ kind: 'ask_writing' }),
      engineSays({ kind: 'ask_reporting' }),
    ]);
    expect(within.warning?.risk).toBe('agree_without_writing');
  });

  it('warns before the risky steps: bank access, paying on a deadline, agreeing without writing', () => {
    expect(coach('bank_details', debt(), [], KNOWLEDGE).warning?.risk).toBe('bank_access');
    expect(coach('ends_today', debt(), [], KNOWLEDGE).warning?.risk).toBe('pay_before_letter');
    expect(coach('agree', debt(), [], KNOWLEDGE).warning?.risk).toBe('agree_without_writing');
    expect(coach('supervisor', debt(), [], KNOWLEDGE).warning).toBeNull();
  });

  it('warns that an offer can restart the time to sue on a debt near or past it, with the statute', () => {
    const barred = debt({
      limitation: { status: 'time_barred', source: 'Tex. Civ. Prac. & Rem. Code 16.004' },
    });
    const warning = coach('full_balance', barred, [], KNOWLEDGE).warning!;
    expect(warning.risk).toBe('time_barred_ack');
    expect(warning.text).toContain(RESTART_WARNING);
    expect(warning.source).toBe('Tex. Civ. Prac. & Rem. Code 16.004');
    expect(
      coach('full_balance', debt({ limitation: { status: 'near', source: 'x' } }), [], KNOWLEDGE)
        .warning?.risk,
    ).toBe('time_barred_ack');
    expect(
      coach('full_balance', debt({ limitation: { status: 'running', source: 'x' } }), [], KNOWLEDGE)
        .warning,
    ).toBeNull();
  });

  it("holds a collector to Regulation F's rules on threats, and not an original creditor", () => {
    const collector = coach('threat', debt(), [], KNOWLEDGE);
    expect(collector.why).toContain('12 CFR 1006.26(b)');
    expect(collector.say[0]).toBe(engineSays({ kind: 'not_allowed' }));

    const creditor = coach('threat', debt({ holder: 'original_creditor' }), [], KNOWLEDGE);
    expect(creditor.why).toContain(COVERAGE_TEXTS.original_creditor);
    expect(creditor.why).not.toContain('1006.26');
    expect(creditor.say).not.toContain(engineSays({ kind: 'not_allowed' }));
  });
});

describe('before the call', () => {
  it('states the plan in three lines: opening offer, goal and walk-away', () => {
    expect(planLines(debt()).map((line) => [line.label, line.amount])).toEqual([
      ['Opening offer', 1260],
      ['Goal', 1890],
      ['Walk-away', 2100],
    ]);
    expect(
      planLines(debt({ plan: { opening: 1260, goal: 1890, walk_away: null } }))[2]!.amount,
    ).toBeNull();
  });

  it("reads the script from the debt's current step", () => {
    expect(scriptStepOf('Give notice')).toBe('notice');
    expect(scriptStepOf('Update your contacts')).toBe('notice');
    expect(scriptStepOf('First Negotiation')).toBe('negotiation');
    expect(scriptStepOf('Payoff')).toBe('payoff');
    expect(scriptFor('negotiation', debt(), KNOWLEDGE)).toContain(
      engineSays({ kind: 'offer', amount: 1260 }),
    );
    expect(scriptFor('payoff', debt(), KNOWLEDGE)).toContain(engineSays({ kind: 'ask_reporting' }));
  });

  it("lists a collector's rights with their sources, and says why an original creditor's are not Regulation F's", () => {
    const collector = rightsFor(debt(), KNOWLEDGE);
    expect(collector.map((right) => right.title)).toEqual([
      'Validation',
      'Dispute',
      'Call limits',
      'Call hours',
    ]);
    expect(collector.map((right) => right.source)).toContain('12 CFR 1006.14(b)(2)(i)');
    expect(collector.map((right) => right.source)).toContain('12 CFR 1006.6(b)(1)(i)');

    const creditor = rightsFor(debt({ holder: 'original_creditor' }), KNOWLEDGE);
    expect(creditor).toEqual([
      { title: 'Who the rules cover', text: COVERAGE_TEXTS.original_creditor, source: null },
    ]);
    // Unknown holder: why it is unknown, then what applies if a collector holds it.
    expect(rightsFor(debt({ holder: null }), KNOWLEDGE)).toHaveLength(5);
  });
});
