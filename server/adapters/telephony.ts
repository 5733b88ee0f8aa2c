/**
 * Coached creditor calls (`POST /start-call`) go to a telephony provider behind this adapter.
 * `recordingTelephony` keeps the request for an agent to pick up (the call is `requested`);
 * `createWebhookTelephony` hands it to a provider's webhook, which places it.
 */
export interface CallRequest {
  call_id: string;
  user_id: string;
  phone_number: string | null;
  tradeline_name: string;
  requested_at: Date;
}

export interface TelephonyAdapter {
  readonly name: string;
  /** `requested` when recorded for later, `placed` when the provider took it. */
  requestCall(call: CallRequest): Promise<'requested' | 'placed'>;
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
