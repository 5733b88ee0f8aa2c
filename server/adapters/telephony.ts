/**
 * Coached creditor calls (`POST /start-call`) go to a telephony provider behind this adapter.
 * `recordingTelephony` keeps the request for an agent to pick up (the call is `requested`);
 * `createWebhookTelephony` hands it to a provider's webhook, which places it.
 */
import type { CallRequest, Telephony } from '@/features/calls/service/calls';

export type { CallRequest };

export interface TelephonyAdapter extends Telephony {
  readonly name: string;
}

export const recordingTelephony: TelephonyAdapter = {
  name: 'recording',
  requestCall: async () => 'requested',
};

export function createWebhookTelephony(url: string, send: typeof fetch = fetch): TelephonyAdapter {
  return {
    name: 'webhook',
    async requestCall(call) {
      const response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...call, requested_at: call.requested_at.toISOString() }),
        signal: AbortSignal.timeout(8_000),
      });
      if (!response.ok) throw new Error(`Telephony webhook answered ${response.status}`);
      return 'placed';
    },
  };
}
