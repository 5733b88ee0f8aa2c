import { describe, expect, it } from 'vitest';
import { usStateName } from '@/shared/lib/us-state-names';
import { US_STATE_CODES } from '@/shared/lib/us-states';
import { isTimeZone } from './regulation-f';
import {
  limitationEstimate,
  needsRestartWarning,
  restartRule,
  STATE_LIMITATIONS,
  stateLimitation,
} from './limitations';

describe('the state table', () => {
  it('has every state and DC once', () => {
    const codes = STATE_LIMITATIONS.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...US_STATE_CODES].sort());
    expect(codes).toHaveLength(51);
  });

  it.each(STATE_LIMITATIONS.map((row) => [row.code, row] as const))(
    '%s has years, a statute and a time zone',
    (_code, row) => {
      expect(Number.isInteger(row.years) && row.years >= 1 && row.years <= 10).toBe(true);
      expect(row.source).toMatch(/§|art\.|C\.P\.L\.R\.|Comp\. Stat\. 5\//);
      expect(isTimeZone(row.time_zone)).toBe(true);
      expect(row.name).toBe(usStateName(row.code));
    },
  );
});

describe('the limitations estimate', () => {
  // Texas: 4 years for an open account.
  const lastPayment = '2022-03-15';

  it('ends the period the state gives after the last payment', () => {
    expect(limitationEstimate('TX', lastPayment, '2024-01-01')).toMatchObject({
      ends: '2026-03-15',
      status: 'running',
    });
    expect(limitationEstimate('RI', lastPayment, '2024-01-01')?.ends).toBe('2032-03-15');
  });

  it.each([
    ['2025-09-14', 'running'],
    ['2025-09-15', 'near'], // six months before the end
    ['2026-03-15', 'near'], // the day the period ends: still running
    ['2026-03-16', 'time_barred'], // the day after
  ] as const)('on %s the debt is %s', (today, status) => {
    expect(limitationEstimate('TX', lastPayment, today)?.status).toBe(status);
  });

  it('warns before a payment only near or past the end', () => {
    expect(needsRestartWarning(limitationEstimate('TX', lastPayment, '2025-09-14'))).toBe(false);
    expect(needsRestartWarning(limitationEstimate('TX', lastPayment, '2025-09-15'))).toBe(true);
    expect(needsRestartWarning(limitationEstimate('TX', lastPayment, '2027-01-01'))).toBe(true);
    expect(needsRestartWarning(null)).toBe(false);
  });

  it('keeps a last payment on February 29 within February', () => {
    expect(limitationEstimate('NY', '2024-02-29', '2025-01-01')?.ends).toBe('2027-02-28');
  });

  it('knows no estimate for a place outside the table', () => {
    expect(limitationEstimate('PR', lastPayment, '2024-01-01')).toBeNull();
    expect(stateLimitation('ZZ')).toBeUndefined();
  });
});

describe("the state's rule on restarting the time to sue", () => {
  it('says for New York that since 2022 a payment does not revive an expired debt', () => {
    const rule = restartRule(stateLimitation('NY')!);
    expect(rule.text).toContain('since 2022, a payment');
    expect(rule.text).toContain('does not revive');
    expect(rule.source).toBe('N.Y. C.P.L.R. § 214-i');
  });

  it("gives another state's period and statute and says the rule depends on its law", () => {
    const rule = restartRule(stateLimitation('TX')!);
    expect(rule.text).toContain('In Texas the time to sue on an open account is 4 years.');
    expect(rule.text).toContain("depends on Texas's law");
    expect(rule.source).toBe('Tex. Civ. Prac. & Rem. Code § 16.004');
  });
});
