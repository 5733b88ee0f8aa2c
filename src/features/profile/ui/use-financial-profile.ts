import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/shared/lib/use-deferred-query';
import { getFinancialProfile, profileKeys } from '../api/profile.queries';
import { createFinancialProfile, profileCreateBody } from '../api/default-profile';
import type { FinancialProfile } from '../contract';
import { PROFILE_LOAD_FAILED, profileCreateError } from '../messages';

export interface FinancialProfileState {
  profile: FinancialProfile | undefined;
  loading: boolean;
  /** The load failed, or creating the default profile failed: the message to show. */
  error: string | undefined;
  retry: () => void;
}

/** Creating the default profile failed; `reason` is the API's error. */
class ProfileCreateError extends Error {
  constructor(readonly reason: unknown) {
    super('Creating the default financial profile failed');
  }
}

/**
 * The user's financial profile. A 404 creates the default one (spec section 7) within the same
 * read, so My Home's first screen needs no mutation code; a failed creation shows 'Error creating
 * profile: …' and 'Try again' repeats the read. My Home also prefetches it at boot.
 */
export function financialProfileQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.financial(userId),
    queryFn: async ({ signal }): Promise<FinancialProfile> => {
      const found = await getFinancialProfile(userId, signal);
      if (found) return found;
      try {
        return await createFinancialProfile(profileCreateBody(userId));
      } catch (error) {
        throw new ProfileCreateError(error);
      }
    },
  });
}

export function useFinancialProfile(userId: string): FinancialProfileState {
  const query = useDeferredQuery(financialProfileQuery(userId));
  let error: string | undefined;
  if (query.isError)
    error =
      query.error instanceof ProfileCreateError
        ? profileCreateError(query.error.reason)
        : PROFILE_LOAD_FAILED;
  return {
    profile: query.data,
    loading: query.isPending,
    error,
    retry: () => void query.refetch(),
  };
}
