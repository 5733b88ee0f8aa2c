import { describe, expect, it } from 'vitest';
import {
  CHECKLIST,
  missingItems,
  payoffToAsk,
  remainingToPay,
  reportCheckDates,
  savedBySettlement,
  settledOn,
} from './agreement';
import { lastGap, newestFirst } from './offers';
import { openingOffer, percentOfBalance, settlementTarget } from './plan';
import { forgivenAmount, likely1099C, taxEstimate } from './taxes';

describe('the settlement plan of a $10,000 debt (by hand)', () => {
  it('opens at $3,000 (30%) and targets $4,500 (45%)', () => {
    expect(openingOffer(10_000)).toBe(3000);
    expect(settlementTarget(10_000)).toBe(4500);
    expect(percentOfBalance(3000, 10_000)).toBe(30);
  });

  it('rounds to whole dollars: $1,235 opens at $371 and targets $556', () => {
    // 1,235 × 0.30 = 370.5 → 371; 1,235 × 0.45 = 555.75 → 556.
    expect(openingOffer(1235)).toBe(371);
    expect(settlementTarget(1235)).toBe(556);
  });
});

describe('taxes on a $10,000 debt', () => {
  it('forgives the balance minus the agreed amount: $10,000 − $4,500 = $5,500', () => {
    expect(forgivenAmount(10_000, 4500)).toBe(5500);
    expect(forgivenAmount(10_000, 10_000)).toBe(0);
  });

  it('expects a Form 1099-C at $600 forgiven, not at $599', () => {
    expect(likely1099C(forgivenAmount(10_000, 9401))).toBe(false); // $599
    expect(likely1099C(forgivenAmount(10_000, 9400))).toBe(true); // $600
  });

  it('excludes all of it when insolvent by more than the forgiven amount', () => {
    // Liabilities $40,000 − assets $30,000 = insolvent by $10,000 ≥ $5,500 forgiven.
    expect(taxEstimate(10_000, 4500, { liabilities: 40_000, assets: 30_000 }, 22)).toEqual({
      forgiven: 5500,
      form1099C: true,
      insolvency: 10_000,
      excluded: 5500,
      taxable: 0,
      estimatedTax: 0,
    });
  });

  it('excludes the insolvent part when partly insolvent', () => {
    // Insolvent by $32,000 − $30,000 = $2,000: $5,500 − $2,000 = $3,500 taxable; 22% = $770.
    expect(taxEstimate(10_000, 4500, { liabilities: 32_000, assets: 30_000 }, 22)).toEqual({
      forgiven: 5500,
      form1099C: true,
      insolvency: 2000,
      excluded: 2000,
      taxable: 3500,
      estimatedTax: 770,
    });
  });

  it('excludes nothing when solvent', () => {
    // Assets $50,000 over liabilities $20,000: all $5,500 taxable; 12% = $660.
    expect(taxEstimate(10_000, 4500, { liabilities: 20_000, assets: 50_000 }, 12)).toEqual({
      forgiven: 5500,
      form1099C: true,
      insolvency: 0,
      excluded: 0,
      taxable: 5500,
      estimatedTax: 660,
    });
    expect(taxEstimate(10_000, 4500, null, null).estimatedTax).toBeNull();
  });
});

describe('the offer log', () => {
  const offer = (id: string, by: 'me' | 'creditor', date: string, amount: number) => ({
    id,
    by,
    date,
    amount,
    created_at: `${date}T12:00:00.000Z`,
  });

  it('lists newest first and gives the gap between the last two offers', () => {
    const offers = [
      offer('a', 'me', '2026-10-01', 3000),
      offer('b', 'creditor', '2026-10-03', 6500),
      offer('c', 'me', '2026-10-08', 3600),
    ];
    expect(newestFirst(offers).map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(lastGap(offers)).toBe(-2900);
    expect(lastGap(offers.slice(0, 1))).toBeNull();
  });
});

describe('the agreement', () => {
  it('names the checklist items still missing, in order', () => {
    const checklist = Object.fromEntries(CHECKLIST.map((item) => [item.key, true])) as never;
    expect(missingItems(checklist)).toEqual([]);
    expect(
      missingItems({ ...(checklist as object), in_writing: false, no_resale: false } as never),
    ).toEqual([CHECKLIST[0].label, CHECKLIST[4].label]);
  });

  it('is settled by the payment that adds up to the agreed amount, with what was saved', () => {
    const payments = [
      { date: '2026-11-01', amount: 2250 },
      { date: '2026-12-01', amount: 2250 },
    ];
    expect(settledOn(4500, payments.slice(0, 1))).toBeNull();
    expect(remainingToPay(4500, payments.slice(0, 1))).toBe(2250);
    expect(settledOn(4500, payments)).toBe('2026-12-01');
    expect(savedBySettlement(10_000, payments)).toBe(5500);
    expect(reportCheckDates('2026-12-01')).toEqual(['2026-12-31', '2027-01-30']);
  });

  it('offers to mark the pending Payoff step complete until the debt is settled, then not', () => {
    const step = (id: string, label: string, completed: boolean) => ({
      event: { id, completed },
      label,
    });
    const steps = [
      step('e1', 'Update your contacts', true),
      step('e2', 'First Negotiation', false),
      step('e3', 'Payoff', false),
    ];
    expect(payoffToAsk(steps, null)?.event.id).toBe('e3');
    expect(payoffToAsk(steps, { settled_on: null })?.event.id).toBe('e3');
    expect(payoffToAsk(steps, { settled_on: '2026-10-27' })).toBeNull();
    expect(payoffToAsk([...steps.slice(0, 2), step('e3', 'Payoff', true)], null)).toBeNull();
  });
});
