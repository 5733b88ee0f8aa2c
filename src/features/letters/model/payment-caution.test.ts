import { describe, expect, it } from 'vitest';
import { limitationEstimate } from './limitations';
import { isNewPayment, paymentReasons } from './payment-caution';

// A notice received Nov 2, 2026: the last day to dispute is Dec 2 (day 30).
const ends = '2026-12-02';

describe('why logging a payment asks first', () => {
  it('asks while a dispute sent in time (day 30) pauses collection, naming 1006.38', () => {
    const reasons = paymentReasons({
      // Verification arrives after today: collection is still paused.
      window: { ends, disputed_on: '2026-12-02', paused_until: '2026-12-11' },
      estimate: null,
      today: '2026-12-10',
    });
    expect(reasons).toEqual([
      {
        rule: 'dispute_pause',
        title: 'Collection must pause until the collector sends verification',
        text: expect.stringContaining('You disputed this debt on Dec 2, 2026'),
        source: '12 CFR 1006.34(b)(5) and 1006.38(d)(2)',
      },
    ]);
  });

  it.each([
    ['no notice logged', null],
    ['the window still open, no dispute sent', { ends, disputed_on: null }],
    ['a dispute sent on day 31, too late to pause', { ends, disputed_on: '2026-12-03' }],
    [
      "the collector's verification arrived",
      { ends, disputed_on: '2026-12-02', paused_until: '2026-12-09' },
    ],
  ])('does not ask for the dispute with %s', (_case, window) => {
    expect(paymentReasons({ window, estimate: null, today: '2026-12-10' })).toEqual([]);
  });

  // Texas: 4 years from the last payment on Jan 15, 2022, so the time to sue ends Jan 15, 2026.
  it.each([
    ['2025-07-14', []],
    ['2025-07-15', ['Near the time limit to sue']], // six months before the end
    ['2026-01-15', ['Near the time limit to sue']], // the last day
    ['2026-01-16', ['Possibly time-barred']],
  ])('on %s, for the time limit to sue, asks: %j', (today, titles) => {
    const reasons = paymentReasons({
      window: null,
      estimate: limitationEstimate('TX', '2022-01-15', today),
      today,
    });
    expect(reasons.map((reason) => reason.title)).toEqual(titles);
    for (const reason of reasons) {
      expect(reason.source).toBe('Tex. Civ. Prac. & Rem. Code § 16.004');
      expect(reason.text).toContain('can restart the time a creditor has to sue you');
      expect(reason.text).toContain('Verify with a lawyer in your state');
    }
  });

  it('gives both reasons when both hold, the dispute first', () => {
    const reasons = paymentReasons({
      window: { ends: '2026-02-14', disputed_on: '2026-02-01' },
      estimate: limitationEstimate('TX', '2022-01-15', '2026-02-10'),
      today: '2026-02-10',
    });
    expect(reasons.map((reason) => reason.rule)).toEqual(['dispute_pause', 'limitations']);
  });
});

describe('which saved last payment logs a payment', () => {
  it.each([
    [null, '2026-11-20', true],
    ['2026-11-01', '2026-11-20', true],
    ['2026-11-20', '2026-11-20', false],
    ['2026-11-20', '2026-10-01', false],
    ['2026-11-20', null, false],
    [null, '', false],
  ])('saved %s, entered %s: %s', (saved, entered, expected) => {
    expect(isNewPayment(saved, entered)).toBe(expected);
  });
});
