import { describe, expect, it } from 'vitest';
import { accountNameError, amountError, amountErrors, amountValues } from './tradeline-form';

describe('the tradeline forms', () => {
  it('require each amount as a number of 0 or more', () => {
    expect(amountError('current_balance', '')).toBe('Please enter the current balance');
    expect(amountError('minimum_payment', 'abc')).toBe('Please enter the minimum payment');
    expect(amountError('credit_limit', '-1')).toBe('Amounts cannot be negative');
    expect(amountError('credit_limit', '0')).toBeUndefined();
    expect(amountErrors({ current_balance: '10', minimum_payment: '', credit_limit: '5' })).toEqual(
      { minimum_payment: 'Please enter the minimum payment' },
    );
    expect(
      amountValues({ current_balance: '2500', minimum_payment: '60.5', credit_limit: '4000' }),
    ).toEqual({ current_balance: 2500, minimum_payment: 60.5, credit_limit: 4000 });
  });

  it('require a creditor, and a name when it is Other', () => {
    expect(accountNameError('', '', false)).toEqual({ creditor: 'Please choose a creditor' });
    expect(accountNameError('other', '  ', true)).toEqual({
      creditorName: 'Please enter the creditor name',
    });
    expect(accountNameError('other', 'Local CU', true)).toEqual({});
    expect(accountNameError('5eed', '', false)).toEqual({});
  });
});
