/**
 * The default financial profile: created when the read answers 404 (spec section 7), by My
 * Home's first read and by the first save. Apart from the mutation hooks, so My Home's first
 * screen does not download them.
 */
import { request } from '@/shared/api';
import {
  profileEndpoints as api,
  type CreateFinancialProfileBody,
  type UpdateFinancialProfileBody,
} from '../contract';
import { completeProfile, defaultProfile } from '../model/totals';

export function createFinancialProfile(body: CreateFinancialProfileBody) {
  return request(api.createFinancialProfile, { body });
}

/** The create body of a profile: the default one with these changes, totals recomputed. */
export function profileCreateBody(
  userId: string,
  changes: UpdateFinancialProfileBody = {},
): CreateFinancialProfileBody {
  const profile = completeProfile({ ...defaultProfile(userId), ...changes });
  const { user_id, income, home, auto, food, school, personal, medical, utilities, other } =
    profile;
  return {
    user_id,
    income,
    home,
    auto,
    food,
    school,
    personal,
    medical,
    utilities,
    other,
    expenses: profile.expenses,
    expenses_calculated: profile.expenses_calculated,
    net_income: profile.net_income,
    credit_score: profile.credit_score,
  };
}
