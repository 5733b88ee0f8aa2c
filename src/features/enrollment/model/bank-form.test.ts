import { describe, expect, it } from 'vitest';
import { BankFormSchema, type BankFormInput } from './bank-form';

const form: BankFormInput = {
  routing_number: '110000000',
  account_number: '000123456789',
  account_holder_name: 'Jenny Rosen',
};

function messages(input: BankFormInput): Record<string, string> {
  const result = BankFormSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  // The form shows the first message of each field.
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the demo bank-account form', () => {
  it("gives the stand-in's body, trimmed", () => {
    expect(
      BankFormSchema.parse({
        ...form,
        routing_number: ' 110000000 ',
        account_holder_name: ' Jenny Rosen ',
      }),
    ).toEqual(form);
  });

  it('words each field', () => {
    expect(
      messages({ routing_number: '12345', account_number: '12', account_holder_name: ' ' }),
    ).toEqual({
      routing_number: 'Enter the 9-digit routing number',
      account_number: 'Enter an account number of 4 to 17 digits',
      account_holder_name: "Enter the account holder's name",
    });
    expect(messages({ ...form, routing_number: '021000022' })).toEqual({
      routing_number: 'This routing number is not valid',
    });
    expect(messages({ ...form, account_holder_name: 'x'.repeat(121) })).toEqual({
      account_holder_name: 'Enter a name of at most 120 characters',
    });
  });
});
