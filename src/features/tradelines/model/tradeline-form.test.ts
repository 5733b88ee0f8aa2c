import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  AddTradelineFormSchema,
  EMPTY_TRADELINE,
  EditTradelineFormSchema,
  contractMessage,
} from './tradeline-form';

/** The messages per field, as the form's resolver words them. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: contractMessage });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const amounts = { current_balance: '2500', minimum_payment: '60.5', credit_limit: '4000' };

describe('the tradeline forms', () => {
  it('require each amount as a number of 0 or more', () => {
    expect(
      messages(EditTradelineFormSchema, {
        current_balance: '',
        minimum_payment: 'abc',
        credit_limit: '-1',
      }),
    ).toEqual({
      current_balance: 'Please enter the current balance',
      minimum_payment: 'Please enter the minimum payment',
      credit_limit: 'Amounts cannot be negative',
    });
    expect(EditTradelineFormSchema.parse({ ...amounts, credit_limit: '0' })).toEqual({
      current_balance: 2500,
      minimum_payment: 60.5,
      credit_limit: 0,
    });
  });

  it("word the contract's maximum in the spec's words, not zod's", () => {
    expect(messages(EditTradelineFormSchema, { ...amounts, current_balance: '100000001' })).toEqual(
      { current_balance: 'Amounts cannot be more than $100,000,000' },
    );
    expect(messages(EditTradelineFormSchema, { ...amounts, current_balance: '100000000' })).toEqual(
      {},
    );
  });

  it('require a creditor, and a name when it is Other', () => {
    expect(messages(AddTradelineFormSchema, { ...EMPTY_TRADELINE, ...amounts })).toEqual({
      creditor: 'Please choose a creditor',
    });
    expect(
      messages(AddTradelineFormSchema, { ...amounts, creditor: 'other', creditor_name: '  ' }),
    ).toEqual({ creditor_name: 'Please enter the creditor name' });
    expect(
      messages(AddTradelineFormSchema, {
        ...amounts,
        creditor: 'other',
        creditor_name: 'Local CU',
      }),
    ).toEqual({});
    expect(
      messages(AddTradelineFormSchema, { ...amounts, creditor: '5eed', creditor_name: '' }),
    ).toEqual({});
  });
});
