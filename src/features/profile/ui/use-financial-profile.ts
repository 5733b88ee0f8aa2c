import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { financialProfileQuery } from '../api/profile.queries';
import { profileCreateBody, useCreateFinancialProfile } from '../api/use-profile-mutations';
import type { FinancialProfile } from '../contract';
import { PROFILE_LOAD_FAILED, profileCreateError } from '../messages';

export interface FinancialProfileState {
  profile: FinancialProfile | undefined;
  loading: boolean;
  /** The load failed, or creating the default profile failed: the message to show. */
  error: string | undefined;
  retry: () => void;
}

/**
 * The user's financial profile. A 404 creates the default one (spec section 7), once; a failed
 * creation shows 'Error creating profile: …' and can be retried.
 */
export function useFinancialProfile(userId: string): FinancialProfileState {
  const query = useQuery(financialProfileQuery(userId));
  const create = useCreateFinancialProfile();
  const missing = query.data === null;
  const { mutate, isIdle } = create;

  useEffect(() => {
    if (missing && isIdle) mutate(profileCreateBody(userId));
  }, [missing, isIdle, mutate, userId]);

  let error: string | undefined;
  if (create.isError) error = profileCreateError(create.error);
  else if (query.isError) error = PROFILE_LOAD_FAILED;

  return {
    profile: query.data ?? undefined,
    loading: !error && (query.isPending || missing),
    error,
    retry: () => {
      if (create.isError) create.reset();
      else void query.refetch();
    },
  };
}
