/**
 * Generates a fresh weekly summary, then reloads the summaries. A failed generation clears the
 * shown summary (spec section 7): the cached latest summary becomes null.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { emailEndpoints as api } from '../contract';
import { emailKeys } from './email.queries';

export function summarize(userId: string) {
  return request(api.summarize, { params: { user_id: userId } });
}

export function useSummarize(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => summarize(userId),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.summaries(userId) }),
    onError: () => client.setQueryData(emailKeys.latestSummary(userId), null),
  });
}
