/** The amounts of the tradeline forms (spec section 5): required numbers, min 0. */

/** The field messages of the tradeline forms (the spec says only 'required', min 0). */
export const FIELD_MESSAGES = {
  creditor: 'Please choose a creditor',
  creditorName: 'Please enter the creditor name',
  current_balance: 'Please enter the current balance',
  minimum_payment: 'Please enter the minimum payment',
  credit_limit: 'Please enter the credit limit',
  negative: 'Amounts cannot be negative',
} as const;

export const AMOUNT_FIELDS = ['current_balance', 'minimum_payment', 'credit_limit'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export type AmountInputs = Record<AmountField, string>;
export type AmountValues = Record<AmountField, number>;

export const AMOUNT_LABELS: Record<AmountField, string> = {
  current_balance: 'Current Balance',
  minimum_payment: 'Minimum Payment',
  credit_limit: 'Credit Limit',
};

/** The message for one typed amount, or undefined when it is a number of 0 or more. */
export function amountError(field: AmountField, text: string): string | undefined {
  if (text.trim() === '') return FIELD_MESSAGES[field];
  const value = Number(text);
  if (!Number.isFinite(value)) return FIELD_MESSAGES[field];
  if (value < 0) return FIELD_MESSAGES.negative;
  return undefined;
}

export function amountErrors(inputs: AmountInputs): Partial<Record<AmountField, string>> {
  const errors: Partial<Record<AmountField, string>> = {};
  for (const field of AMOUNT_FIELDS) {
    const error = amountError(field, inputs[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function amountValues(inputs: AmountInputs): AmountValues {
  return {
    current_balance: Number(inputs.current_balance),
    minimum_payment: Number(inputs.minimum_payment),
    credit_limit: Number(inputs.credit_limit),
  };
}

export const EMPTY_AMOUNTS: AmountInputs = {
  current_balance: '',
  minimum_payment: '',
  credit_limit: '',
};

/** The name a new tradeline gets: the chosen creditor, or the typed name for 'Other'. */
export function accountNameError(
  creditor: string,
  otherName: string,
  isOther: boolean,
): { creditor?: string; creditorName?: string } {
  if (!creditor) return { creditor: FIELD_MESSAGES.creditor };
  if (isOther && !otherName.trim()) return { creditorName: FIELD_MESSAGES.creditorName };
  return {};
}
