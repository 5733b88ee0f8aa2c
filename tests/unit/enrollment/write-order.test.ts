/**
 * Multi-step writes without transactions (issue 23, point 7): each order is safe on its own. The
 * test stops the service between two steps through the storage port, then retries.
 */
import { describe, expect, it } from 'vitest';
import { syncInbox } from '@/features/email/service/email';
import { createEnrollmentService } from '@/features/enrollment/service/enrollment';
import { silentLog } from '@/shared/api/service';
import { mockBilling } from '../../../mocks/billing';
import { PERSONAS } from '../../../mocks/personas';
import { ensureSeeded } from '../../../mocks/seed';
import { store } from '../../../mocks/store';

const newcomer = {
  id: PERSONAS.newcomer.user_id,
  username: PERSONAS.newcomer.email,
  email: PERSONAS.newcomer.email,
  role: 'user' as const,
};

describe('saving a bank account', () => {
  it('loses nothing when it stops between saving the account and marking the intent attached', async () => {
    await ensureSeeded();
    // Stops at the second of the two writes (saving the account, marking the intent), in
    // whichever order the service makes them.
    let writes = 0;
    const stopping = <C extends object>(collection: C, method: string): C =>
      new Proxy(collection, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (key !== method || typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            writes += 1;
            if (writes === 2) throw new Error('the process stopped here');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    const service = createEnrollmentService({
      store: {
        ...store,
        setupIntents: stopping(store.setupIntents, 'update'),
        paymentMethods: stopping(store.paymentMethods, 'insert'),
      },
      billing: mockBilling,
      syncInbox: (userId, optIn) => syncInbox(store, userId, optIn),
    });
    const context = {
      params: undefined,
      query: undefined,
      user: newcomer,
      sessionId: null,
      userAgent: null,
    };
    const now = new Date();
    const intent = await service.createSetupIntent!({
      ...context,
      body: undefined,
      now,
      log: silentLog,
    } as never);
    const attach = () =>
      service.attachPaymentMethod!({
        ...context,
        body: { setup_intent_id: (intent as { setup_intent_id: string }).setup_intent_id },
        now,
        log: silentLog,
      } as never);
    await expect(attach()).rejects.toThrow('the process stopped here');
    // The retry finds the account saved by the first try and finishes the job.
    const method = (await attach()) as { id: string; is_default: boolean };
    expect(method.is_default).toBe(true);
    expect(await store.paymentMethods.count({ user_id: newcomer.id })).toBe(1);
    const setupIntentId = (intent as { setup_intent_id: string }).setup_intent_id;
    expect((await store.setupIntents.get(setupIntentId))?.attached).toBe(true);
    await store.paymentMethods.remove({ user_id: newcomer.id });
  });
});
