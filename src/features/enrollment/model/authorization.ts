/**
 * The debit authorization a user agrees to before the first bank debit. Both backends rebuild
 * the text from the saved program and the default bank account and accept the subscription only
 * when it matches what the user was shown, so the stored copy is exactly what they agreed to.
 */
import { BRAND_NAME } from '@/shared/config/brand';
import { formatUsd } from '@/shared/lib/money';
import type { Program } from '../contract';
import {
  BASE_SUBSCRIPTION_PRICE,
  NEGOTIATION_PRICES,
  SAVINGS_SUPPORT_PRICE,
  monthlyTotal,
} from './pricing';

export interface AuthorizationInput {
  program: Pick<Program, 'savings_support' | 'debt_negotiation'>;
  bank: { bank_name: string; last_four: string };
}

export function debitAuthorizationText({ program, bank }: AuthorizationInput): string {
  const amount = formatUsd(monthlyTotal(program));
  return [
    `I authorize ${BRAND_NAME} to debit ${amount} each month from my ${bank.bank_name} account ending in ${bank.last_four}, starting today and then monthly, until I cancel.`,
    `The amount is the monthly price of my program: ${formatUsd(BASE_SUBSCRIPTION_PRICE)} for the base subscription, plus ${formatUsd(SAVINGS_SUPPORT_PRICE)} for Savings Support, plus ${formatUsd(NEGOTIATION_PRICES[1])} or ${formatUsd(NEGOTIATION_PRICES[2])} for Debt Negotiation level 1 or 2. When I change my program, the new amount is debited from my next billing date.`,
    `I can revoke this authorization at any time by cancelling my subscription in account settings (Manage my enrollment). Cancelling stops future debits; months already paid are not refunded.`,
  ].join('\n\n');
}
