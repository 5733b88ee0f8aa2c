import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/shared/lib/money';
import { targetedSavings } from '@/shared/lib/settlement';
import { CEO_TIERS } from './ceo-tiers';
import {
  CALCULATOR_MESSAGES,
  calculateEarnings,
  closestCeo,
  disposableIncome,
  hourlyPay,
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
    // Tiers at $8,000 (off by 2,667) and $10,000 (off by 667): the $10,000 tier is closest.
    expect(result.match?.hourlyPay).toBe(10_000);
    expect(result.match?.annual).toBe(20_000);
  });

  it('income 4,000, expenses 2,500, debt 10,000', () => {
    // savings 4,500; disposable 1,500; 3 months; x 5/12 = 1.25; 10,000 / 1.25 = 8,000.
    const result = calculateEarnings(input(4000, 2500, 10000));
    expect(result.targetedSavings).toBe(4500);
    expect(result.hourlyPay).toBe(8000);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$8,000');
    // Exactly the $8,000 tier (annual 16,000 thousand dollars).
    expect(result.match?.hourlyPay).toBe(8000);
    expect(result.match?.annual).toBe(16_000);
  });

  it('income 3,000, expenses 2,000, debt 1,000', () => {
    // savings 450; disposable 1,000; 0.45 x 5/12 = 0.1875; 1,000 / 0.1875 = 5,333.33.
    const result = calculateEarnings(input(3000, 2000, 1000));
    expect(result.targetedSavings).toBe(450);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$5,333');
    // $5,500 is 167 away, $5,000 is 333 away.
    expect(result.match?.hourlyPay).toBe(5500);
    expect(result.match?.annual).toBe(11_000);
  });

  it('income 6,000, expenses 1,200, debt 30,000', () => {
    // savings 13,500; disposable 4,800; 2.8125 months; x 5/12 = 1.171875; 30,000 / 1.171875 = 25,600.
    const result = calculateEarnings(input(6000, 1200, 30000));
    expect(result.targetedSavings).toBe(13500);
    expect(result.hourlyPay).toBeCloseTo(25600, 6);
    expect(formatUsd(result.hourlyPay ?? 0)).toBe('$25,600');
    // Above the top tier: $10,000 is 15,600 away, the closest.
    expect(result.match?.hourlyPay).toBe(10_000);
  });

  it('rounds the targeted savings before dividing (debt 3)', () => {
    // savings 0.45 x 3 = 1.35, rounded to 1; disposable 1,000; 1/1,000 x 5/12 = 0.000416667;
    // 3 / 0.000416667 = 7,200.
    const result = calculateEarnings(input(3000, 2000, 3));
    expect(result.targetedSavings).toBe(1);
    expect(result.hourlyPay).toBeCloseTo(7200, 6);
    // $7,000 is 200 away, $7,500 is 300 away.
    expect(result.match?.hourlyPay).toBe(7000);
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
  it('has the 22 hourly pays of the spec, each annual being double the hourly pay', () => {
    expect(CEO_TIERS.map((tier) => tier.hourlyPay)).toEqual([
      500, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500,
      6000, 6500, 7000, 7500, 8000, 10000,
    ]);
    for (const [index, tier] of CEO_TIERS.entries()) {
      expect(tier.annual).toBe(tier.hourlyPay * 2);
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
