/** Changes to the account's settings, each updating or refetching what it changes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { profileKeys } from '@/features/profile';
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
      time_zone?: string | null;
    }) => request(api.updatePreferences, { body }),
    onSuccess: (settings, body) => {
      client.setQueryData(accountKeys.settings(userId), settings);
      // The portal shell reads the zone the instants show in with the account.
      if (body.time_zone !== undefined)
        void client.invalidateQueries({ queryKey: profileKeys.account(userId) });
    },
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

/** 'Resend' on the verification banner. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => request(api.resendVerification, {}) });
}

/** The link of a confirmation email: a verified address, or the account's new one. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => request(api.confirmEmail, { body: { token } }),
    // The banner, the profile box and the settings read the address and its state.
    onSuccess: () => client.invalidateQueries(),
  });
}

/** 'Download my data': the caller's records, as the JSON file the page saves. */
export function useExportData() {
  return useMutation({ mutationFn: () => request(api.exportData, {}) });
}

/** 'Delete my account': every record and session of the caller goes. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => request(api.deleteAccount, { body: { password } }),
  });
}
