/** Changes to the account's settings, each updating or refetching what it changes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { accountEndpoints as api } from '../contract';
import { accountKeys } from './account.queries';

export function useChangePassword(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      request(api.changePassword, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}

export function useUpdatePreferences(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      step_reminders: boolean;
      past_due_alerts: boolean;
      weekly_digest: boolean;
      time_zone?: string;
    }) => request(api.updatePreferences, { body }),
    onSuccess: (settings) => client.setQueryData(accountKeys.settings(userId), settings),
  });
}

export function useEndSession(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      request(api.endSession, { params: { session_id: sessionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}

export function useEndOtherSessions(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(api.endOtherSessions, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}
