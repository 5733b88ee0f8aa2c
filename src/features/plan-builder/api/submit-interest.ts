import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import type { PlanSelection } from '@/shared/session';
import { planBuilderEndpoints } from '../contract';

export interface InterestInput {
  email: string;
  plan: PlanSelection;
}

/** POST /interest with the plan as a JSON string (spec section 7). */
export function submitInterest({ email, plan }: InterestInput) {
  return request(planBuilderEndpoints.submitInterest, {
    body: { email, plan: JSON.stringify(plan) },
  });
}

export function useSubmitInterest() {
  return useMutation({ mutationFn: submitInterest });
}
