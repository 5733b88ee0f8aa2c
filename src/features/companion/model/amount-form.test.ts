import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT, AmountPadSchema } from './amount-form';

const read = (amount: string) => {
  const parsed = AmountPadSchema.safeParse({ amount });
  return parsed.success ? parsed.data.amount : parsed.error.issues[0]?.message;
};

describe('the amount pad', () => {
  it('reads money as people write it', () => {
    expect(read('2000')).toBe(2000);
    expect(read('2,000')).toBe(2000);
    expect(read('$2,000.50')).toBe(2000.5);
    expect(read(' 1 260 ')).toBe(1260);
  });

  it('asks for dollars when it is not an amount', () => {
    expect(read('lots')).toBe(AMOUNT_FORMAT);
    expect(read('')).toBe(AMOUNT_FORMAT);
    expect(read('2000.505')).toBe(AMOUNT_FORMAT);
    expect(read('-5')).toBe(AMOUNT_FORMAT);
  });

  it("gives the contract's words for an amount it refuses", () => {
    expect(read('0')).toBe('Enter an amount greater than $0.');
    expect(read('0.00')).toBe('Enter an amount greater than $0.');
  });
});
