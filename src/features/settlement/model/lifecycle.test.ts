import { describe, expect, it } from 'vitest';
import { debtLifecycle } from './lifecycle';

const agreement = (amount: number, balance: number, paid: number[]) => ({
  amount,
  balance_at_settlement: balance,
  payments: paid.map((sum, index) => ({ amount: sum, date: `2026-0${index + 1}-15` })),
});

describe('debtLifecycle', () => {
  it('is open with nothing logged and negotiating once an offer is, owing the balance', () => {
    expect(debtLifecycle({ balance: 4200, offers: 0, agreement: null })).toEqual({
      state: 'open',
      owed: 4200,
      settled_on: null,
      saved: 0,
      report_checks: [],
    });
    expect(debtLifecycle({ balance: 4200, offers: 2, agreement: null })).toMatchObject({
      state: 'negotiating',
      owed: 4200,
    });
  });

  it('is agreed with a written agreement and no payment, still owing the balance', () => {
    expect(
      debtLifecycle({ balance: 1850, offers: 3, agreement: agreement(832.5, 1850, []) }),
    ).toMatchObject({ state: 'agreed', owed: 1850, settled_on: null });
  });

  it('is paying after a first payment, owing the rest of the agreement to the cent', () => {
    // 1,000.10 - 400.07 = 600.03 (in floating point 600.0300000000001).
    expect(
      debtLifecycle({ balance: 4200, offers: 0, agreement: agreement(1000.1, 4200, [400.07]) }),
    ).toMatchObject({ state: 'paying', owed: 600.03, saved: 0, report_checks: [] });
  });

  it('is settled when the payments add up, with what it saved and the report checks', () => {
    // 0.7 + 0.1 in floating point is 0.7999999999999999, short of 0.8: the cents add up.
    expect(
      debtLifecycle({ balance: 7600, offers: 3, agreement: agreement(0.8, 7600, [0.7, 0.1]) }),
    ).toEqual({
      state: 'settled',
      owed: 0,
      settled_on: '2026-02-15',
      saved: 7599.2,
      report_checks: ['2026-03-17', '2026-04-16'],
    });
  });

  it('is paid in full when the agreement covered the whole balance it settled', () => {
    expect(
      debtLifecycle({ balance: 0, offers: 0, agreement: agreement(500, 500, [500]) }),
    ).toMatchObject({ state: 'paid_in_full', owed: 0, saved: 0, settled_on: '2026-01-15' });
  });
});
