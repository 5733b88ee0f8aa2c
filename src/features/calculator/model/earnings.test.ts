import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/shared/lib/money';
import { CEO_TIERS } from './ceo-tiers';
import {
  CALCULATOR_MESSAGES,
  calculateEarnings,
  closestCeo,
  disposableIncome,
  hourlyPay,
  targetedSavings,
  validateCalculatorInput,
} from './earnings';

const input = (monthlyIncome: number, monthlyExpenses: number, totalDebt: number) => ({
  monthlyIncome,
  monthlyExpenses,
  totalDebt,
});

describe('worked examples, computed by hand', () => {
  it('income 5,000, expenses 3,000, debt 20,000', () => {
    // savings 0.45 x 20,000 = 9,000; disposable 2,000; 9,000 / 2,000 = 4.5 months;
    // 4.5 x 5/12 = 1.875; 20,000 / 1.875 = 10,666.67 per hour.
    const result = calculateEarnings(input(5000, 3000, 20000));
    expect(result.targetedSavings).toBe(9000);
    expect(result.hourlyPay).toBeCloseTo(10666.667, 2);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$10,667');
    // Tiers at $9,615 (off by 1,052) and $11,058 (off by 391): the $23M tier is closest.
    expect(result.match?.annual).toBe(23_000_000);
  });

  it('income 4,000, expenses 2,500, debt 10,000', () => {
    // savings 4,500; disposable 1,500; 3 months; x 5/12 = 1.25; 10,000 / 1.25 = 8,000.
    const result = calculateEarnings(input(4000, 2500, 10000));
    expect(result.targetedSavings).toBe(4500);
    expect(result.hourlyPay).toBe(8000);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$8,000');
    // $7,692 is 308 away, $8,654 is 654 away.
    expect(result.match?.annual).toBe(16_000_000);
  });

  it('income 3,000, expenses 2,000, debt 1,000', () => {
    // savings 450; disposable 1,000; 0.45 x 5/12 = 0.1875; 1,000 / 0.1875 = 5,333.33.
    const result = calculateEarnings(input(3000, 2000, 1000));
    expect(result.targetedSavings).toBe(450);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$5,333');
    // $5,769 is 436 away, $4,808 is 525 away.
    expect(result.match?.annual).toBe(12_000_000);
  });

  it('income 6,000, expenses 1,200, debt 30,000', () => {
    // savings 13,500; disposable 4,800; 2.8125 months; x 5/12 = 1.171875; 30,000 / 1.171875 = 25,600.
    const result = calculateEarnings(input(6000, 1200, 30000));
    expect(result.targetedSavings).toBe(13500);
    expect(result.hourlyPay).toBeCloseTo(25600, 6);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$25,600');
    // $28,846 is 3,246 away, $21,635 is 3,965 away.
    expect(result.match?.annual).toBe(60_000_000);
  });

  it('rounds the targeted savings before dividing (debt 3)', () => {
    // savings 0.45 x 3 = 1.35, rounded to 1; disposable 1,000; 1/1,000 x 5/12 = 0.000416667;
    // 3 / 0.000416667 = 7,200.
    const result = calculateEarnings(input(3000, 2000, 3));
    expect(result.targetedSavings).toBe(1);
    expect(result.hourlyPay).toBeCloseTo(7200, 6);
    // $6,731 is 469 away, $7,692 is 492 away.
    expect(result.match?.annual).toBe(14_000_000);
  });

  it('debt 1,001 rounds 450.45 down to 450', () => {
    // 1,001 / (450 / 1,000 x 5/12) = 1,001 / 0.1875 = 5,338.67.
    expect(targetedSavings(1001)).toBe(450);
    expect(formatUsd(hourlyPay(input(3000, 2000, 1001)) ?? 0)).toBe('$5,339');
  });
});

describe('the parts of the formula', () => {
  it('targets 45% of the debt, rounded half up', () => {
    expect(targetedSavings(0)).toBe(0);
    expect(targetedSavings(10)).toBe(5); // 4.5 rounds up
    expect(targetedSavings(12345)).toBe(5555); // 5,555.25
  });

  it('disposable income is income minus expenses', () => {
    expect(disposableIncome(input(4200.5, 1200.25, 0))).toBeCloseTo(3000.25);
  });

  it('has no hourly pay and no comparison without debt', () => {
    expect(calculateEarnings(input(3000, 1000, 0))).toEqual({
      targetedSavings: 0,
      hourlyPay: null,
      match: null,
    });
  });
});

describe('the chief-executive tiers', () => {
  it('has 22 tiers, ordered by pay, each hourly pay being the annual over 2,080 hours', () => {
    expect(CEO_TIERS).toHaveLength(22);
    for (const [index, tier] of CEO_TIERS.entries()) {
      expect(tier.hourlyPay).toBe(Math.round(tier.annual / 2080));
      if (index > 0) expect(tier.hourlyPay).toBeGreaterThan(CEO_TIERS[index - 1]!.hourlyPay);
    }
  });

  it('names no person: every tier describes a kind of chief executive', () => {
    for (const tier of CEO_TIERS) expect(tier.ceo).toMatch(/chief executive/i);
  });

  it('picks the lowest tier for tiny pay and the highest for huge pay', () => {
    expect(closestCeo(1)).toBe(CEO_TIERS[0]);
    expect(closestCeo(10_000_000)).toBe(CEO_TIERS[21]);
  });

  it('picks the lower tier on an exact tie', () => {
    const tiers = [
      { hourlyPay: 100, annual: 208000, ceo: 'a', company: 'a' },
      { hourlyPay: 200, annual: 416000, ceo: 'b', company: 'b' },
    ];
    expect(closestCeo(150, tiers).ceo).toBe('a');
  });
});

describe('validation (spec section 5)', () => {
  const fields = (monthlyIncome: string, monthlyExpenses: string, totalDebt: string) => ({
    monthlyIncome,
    monthlyExpenses,
    totalDebt,
  });

  it('requires all three fields', () => {
    for (const case_ of [fields('', '1', '1'), fields('5', '', '1'), fields('5', '1', ' ')]) {
      expect(validateCalculatorInput(case_)).toEqual({
        ok: false,
        message: 'Please fill in all fields',
      });
    }
  });

  it('treats text that is not a number as missing', () => {
    expect(validateCalculatorInput(fields('abc', '1', '1'))).toEqual({
      ok: false,
      message: CALCULATOR_MESSAGES.missing,
    });
  });

  it('needs income greater than expenses', () => {
    for (const case_ of [fields('2000', '2000', '1'), fields('1000', '2000', '1')]) {
      expect(validateCalculatorInput(case_)).toEqual({
        ok: false,
        message: 'Income must be greater than expenses',
      });
    }
  });

  it('refuses negative amounts', () => {
    expect(validateCalculatorInput(fields('2000', '1000', '-5'))).toEqual({
      ok: false,
      message: CALCULATOR_MESSAGES.negative,
    });
  });

  it('accepts a zero debt and decimals', () => {
    expect(validateCalculatorInput(fields('2000.50', '0', '0'))).toEqual({
      ok: true,
      input: { monthlyIncome: 2000.5, monthlyExpenses: 0, totalDebt: 0 },
    });
  });
});
