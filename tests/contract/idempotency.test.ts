/**
 * Idempotent creates (issue 16, point 7): every POST that creates something accepts an
 * `Idempotency-Key`; the same key and body within 24 hours returns the first answer without
 * creating again, the same key with another body answers 409.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authEndpoints } from '../../src/features/auth/contract';
import { enrollmentEndpoints } from '../../src/features/enrollment/contract';
import { callEndpoints } from '../../src/features/calls/contract';
import { tradelineEndpoints as api } from '../../src/features/tradelines/contract';
import { acceptsIdempotencyKey, documentedErrors } from '../../src/shared/api/idempotency';
import { SECRET_FIELDS } from '../../src/backend/idempotency';
import { CATALOGUE } from '../../scripts/catalogue';
import { call, expectStatus, idOf, setupBackend } from './harness';

setupBackend();

const tradeline = (account_name: string) => ({
  body: {
    user_id: idOf('subscriber'),
    account_name,
    current_balance: 1200,
    minimum_payment: 40,
    credit_limit: 2000,
  },
});

const listed = async () =>
  (await call('subscriber', api.listTradelines, { params: { user_id: idOf('subscriber') } }))
    .length;

describe('Idempotency-Key on creating POSTs', () => {
  it('covers every POST that answers 201 Created, but the one whose answer holds a secret', () => {
    const creating = CATALOGUE.filter(({ endpoint }) => endpoint.status === 201);
    expect(creating.length).toBeGreaterThanOrEqual(8);
    const keyed = creating.filter(
      ({ endpoint }) => endpoint !== enrollmentEndpoints.createSetupIntent,
    );
    expect(keyed.length).toBe(creating.length - 1);
    for (const { endpoint } of keyed) {
      expect(acceptsIdempotencyKey(endpoint), endpoint.path).toBe(true);
      expect(documentedErrors(endpoint), endpoint.path).toEqual(expect.arrayContaining([400, 409]));
      // A replayed answer is stored: no idempotent answer may hold a secret (issue 23, point 1).
      const answer = JSON.stringify(z.toJSONSchema(endpoint.response, { io: 'output' }));
      for (const field of SECRET_FIELDS) expect(answer, endpoint.path).not.toContain(`"${field}"`);
    }
    // The SetupIntent's client_secret must not be stored, so that create is never replayed.
    const setupIntent = enrollmentEndpoints.createSetupIntent;
    expect(acceptsIdempotencyKey(setupIntent)).toBe(false);
    expect(Object.keys(setupIntent.response.shape)).toContain('client_secret');
  });

  it('returns the first answer for the same key and body, without creating again', async () => {
    const before = await listed();
    const key = `contract-${crypto.randomUUID()}`;
    const first = await call('subscriber', api.createTradeline, tradeline('Retry Bank'), {
      idempotencyKey: key,
    });
    const again = await call('subscriber', api.createTradeline, tradeline('Retry Bank'), {
      idempotencyKey: key,
    });
    expect(again).toEqual(first);
    expect(await listed()).toBe(before + 1);
    // A new action (a fresh key) with the same body does create.
    const second = await call('subscriber', api.createTradeline, tradeline('Retry Bank'), {
      idempotencyKey: `contract-${crypto.randomUUID()}`,
    });
    expect(second.id).not.toBe(first.id);
    expect(await listed()).toBe(before + 2);
  });

  it('answers 409 for the same key with another body, and creates nothing', async () => {
    const key = `contract-${crypto.randomUUID()}`;
    await call('subscriber', api.createTradeline, tradeline('First Bank'), { idempotencyKey: key });
    const before = await listed();
    const error = await expectStatus(
      'subscriber',
      api.createTradeline,
      tradeline('Other Bank'),
      409,
      { idempotencyKey: key },
    );
    expect(error.detail).toBe('This Idempotency-Key was already used with a different request.');
    expect(await listed()).toBe(before);
  });

  it('keeps keys apart per caller', async () => {
    const key = `contract-${crypto.randomUUID()}`;
    const body = { user_id: idOf('subscriber'), tradeline_name: 'Chase' };
    const mine = await call(
      'subscriber',
      callEndpoints.startCall,
      { body },
      { idempotencyKey: key },
    );
    const replay = await call(
      'subscriber',
      callEndpoints.startCall,
      { body },
      { idempotencyKey: key },
    );
    expect(replay.call_id).toBe(mine.call_id);
    // The admin may call for the subscriber; the same key is another caller's action (about
    // another debt: the Chase call is waiting, and a second one for it would be refused).
    const admin = await call(
      'admin',
      callEndpoints.startCall,
      { body: { ...body, tradeline_name: 'Capital One' } },
      { idempotencyKey: key },
    );
    expect(admin.call_id).not.toBe(mine.call_id);
  });

  it('works for public creates: a retried registration answers as the first did', async () => {
    const key = `contract-${crypto.randomUUID()}`;
    const body = { email: 'retried.signup@example.com', password: 'Retried-pass1!' };
    const first = await call(
      'anonymous',
      authEndpoints.register,
      { body },
      { idempotencyKey: key },
    );
    const again = await call(
      'anonymous',
      authEndpoints.register,
      { body },
      { idempotencyKey: key },
    );
    expect(again).toEqual(first);
    // Without the key the same body is a new attempt, refused because the account exists.
    await expectStatus('anonymous', authEndpoints.register, { body }, 409, {
      idempotencyKey: `contract-${crypto.randomUUID()}`,
    });
  });

  it('refuses a malformed key with 400', async () => {
    const error = await expectStatus(
      'subscriber',
      api.createTradeline,
      tradeline('Bad Key Bank'),
      400,
      { idempotencyKey: 'x'.repeat(300) },
    );
    expect(error.detail).toBe(
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    );
  });
});
