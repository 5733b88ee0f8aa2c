import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAM, nextNegotiationLevel, programChanged } from './program';
import { isValidAccountNumber, isValidRoutingNumber } from './routing-number';
import { debitAuthorizationText } from './authorization';

describe('program options', () => {
  it('cycles the negotiation level 0, 1, 2, 0', () => {
    expect(nextNegotiationLevel(0)).toBe(1);
    expect(nextNegotiationLevel(1)).toBe(2);
    expect(nextNegotiationLevel(2)).toBe(0);
  });

  it('compares the edited options with the loaded program, or the defaults when none', () => {
    const loaded = { savings_support: true, debt_negotiation: 1 as const, email_opt_in: true };
    expect(programChanged(loaded, { ...loaded })).toBe(false);
    expect(programChanged(loaded, { ...loaded, email_opt_in: false })).toBe(true);
    expect(programChanged(null, DEFAULT_PROGRAM)).toBe(false);
    expect(programChanged(null, { ...DEFAULT_PROGRAM, debt_negotiation: 2 })).toBe(true);
  });
});

describe('bank account numbers', () => {
  it('accepts routing numbers with a valid ABA checksum only', () => {
    expect(isValidRoutingNumber('110000000')).toBe(true);
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
    expect(isValidRoutingNumber('12345678a')).toBe(false);
  });

  it('accepts account numbers of 4 to 17 digits', () => {
    expect(isValidAccountNumber('000123456789')).toBe(true);
    expect(isValidAccountNumber('123')).toBe(false);
    expect(isValidAccountNumber('123456789012345678')).toBe(false);
  });
});

describe('the debit authorization', () => {
  it('names the amount, how it is computed, the monthly debit, the bank account and how to revoke', () => {
    const text = debitAuthorizationText({
      program: { savings_support: true, debt_negotiation: 1 },
      bank: { bank_name: 'Chase Bank', last_four: '6789' },
    });
    expect(text).toContain('debit $10 each month from my Chase Bank account ending in 6789');
    expect(text).toContain('$5 for the base subscription, plus $2 for Savings Support');
    expect(text).toContain('cancelling my subscription in account settings');
    expect(text).toContain('months already paid are not refunded');
  });
});
