/**
 * One suite for idempotent creates through the request pipeline (src/backend/pipeline.ts) over
 * the storage port, run against the mock store (mocks/store.test.ts) and MongoDB on FerretDB
 * (tests/server/store.test.ts): both backends keep keys alike, with the in-progress state
 * (issue 24, point 1), HMAC fingerprints without secrets (issue 23, point 1) and no second
 * create after an answer that could not be kept (issue 23, point 5).
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handle, type WireRequest } from '@/backend/pipeline';
import { DETAILS } from '@/shared/api/details';
import { defineEndpoint, type EndpointDef } from '@/shared/api/endpoint';
import { canonicalJson, createIdempotency } from '@/backend/idempotency';
import type { Collection } from '@/shared/store/port';
import type { IdempotencyRecord } from '@/backend/idempotency';
import { silentLog, type ServiceHandler } from '@/shared/api/service';

export interface IdempotencyFixture {
  /** An empty collection of idempotency keys. */
  keys(): Promise<Collection<IdempotencyRecord>>;
}

const SECRET = 'a-test-secret-of-at-least-32-characters';
const PASSWORD = 'Sekret-pass1!';

const signUp = defineEndpoint({
  method: 'POST',
  path: '/suite/accounts',
  summary: 'A creating endpoint of the suite',
  access: 'public',
  body: z.strictObject({ email: z.string(), password: z.string() }),
  response: z.object({ id: z.string() }),
  status: 201,
  errors: [400],
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A collection whose next `update` fails once: the answer cannot be kept. */
function failingOnce(keys: Collection<IdempotencyRecord>) {
  let failNext = false;
  const collection: Collection<IdempotencyRecord> = {
    ...keys,
    async update(filter, change, options) {
      if (failNext) {
        failNext = false;
        throw new Error('injected: the database dropped the write');
      }
      return keys.update(filter, change, options);
    },
  };
  return { collection, failNextUpdate: () => (failNext = true) };
}

export function describeIdempotency(backend: string, fixture: IdempotencyFixture): void {
  describe(`idempotent creates on ${backend}`, () => {
    let keys: Collection<IdempotencyRecord>;
    let created: string[];
    let gate: Promise<void> | null;
    let fail: Error | null;

    const service: ServiceHandler<typeof signUp> = async ({ body }) => {
      if (gate) await gate;
      if (fail) throw fail;
      const id = `account-${created.length + 1}`;
      created.push(body.email);
      return { id };
    };

    const send = (
      records: Collection<IdempotencyRecord>,
      key: string | null,
      body: unknown = { email: 'a@example.com', password: PASSWORD },
    ) => {
      const request: WireRequest = {
        params: {},
        query: {},
        body,
        authorization: null,
        idempotencyKey: key,
      };
      const context = {
        sessions: { store: { sessions: null as never }, hashToken: (token: string) => token },
        idempotency: createIdempotency(records, SECRET),
        now: new Date(),
        log: silentLog,
      };
      return handle(
        signUp as EndpointDef,
        service as ServiceHandler<EndpointDef>,
        request,
        context,
      );
    };

    beforeEach(async () => {
      keys = await fixture.keys();
      created = [];
      gate = null;
      fail = null;
    });

    it('replays the first answer for the same key and request, without running again', async () => {
      const first = await send(keys, 'key-1');
      const again = await send(keys, 'key-1');
      expect(first).toEqual({ status: 201, headers: {}, body: { id: 'account-1' } });
      expect(again).toEqual({
        status: 201,
        headers: { 'Idempotent-Replayed': 'true' },
        body: { id: 'account-1' },
      });
      expect(created).toEqual(['a@example.com']);
      expect((await send(keys, null)).body).toEqual({ id: 'account-2' });
    });

    it('answers 409 for the same key with another request', async () => {
      await send(keys, 'key-2');
      const other = await send(keys, 'key-2', { email: 'b@example.com', password: PASSWORD });
      expect(other).toMatchObject({ status: 409, body: { detail: DETAILS.idempotencyKeyReused } });
      expect(created).toHaveLength(1);
    });

    it('answers 409 while the first request with the key runs', async () => {
      let release = () => {};
      gate = new Promise((done) => (release = done));
      const first = send(keys, 'key-3');
      for (let tries = 0; tries < 100 && (await keys.count({ state: 'pending' })) === 0; tries++) {
        await new Promise((done) => setTimeout(done, 10));
      }
      const second = await send(keys, 'key-3');
      expect(second).toMatchObject({
        status: 409,
        body: { detail: DETAILS.idempotencyKeyInFlight },
      });
      release();
      expect((await first).status).toBe(201);
      expect(created).toHaveLength(1);
    });

    it('releases the key after an error answer, so the retry runs', async () => {
      fail = new Error('not an HTTP error');
      await expect(send(keys, 'key-4')).rejects.toThrow('not an HTTP error');
      fail = null;
      expect((await send(keys, 'key-4')).status).toBe(201);
      expect(await keys.count({})).toBe(1);
    });

    it('never creates twice when the answer could not be kept', async () => {
      const { collection, failNextUpdate } = failingOnce(keys);
      failNextUpdate();
      // The service committed: its answer still goes out.
      expect(await send(collection, 'key-5')).toMatchObject({ status: 201 });
      const retry = await send(collection, 'key-5');
      expect(retry).toMatchObject({
        status: 409,
        body: { detail: DETAILS.idempotencyKeyUnfinished },
      });
      expect(created).toHaveLength(1);
      const [stored] = await keys.find({});
      expect(stored).toMatchObject({ state: 'unfinished', expires_at: stored!.locked_until });
    });

    it('stores HMACs only, with the password left out of the fingerprint', async () => {
      await send(keys, 'key-6');
      const stored = await keys.find({});
      const text = JSON.stringify(stored);
      const body = { email: 'a@example.com', password: PASSWORD };
      const inputs = [
        PASSWORD,
        JSON.stringify(body),
        canonicalJson(body),
        canonicalJson({ body }),
        canonicalJson({ params: {}, query: {}, body }),
        canonicalJson({ path: signUp.path, query: {}, body }),
      ];
      expect(text).not.toContain(PASSWORD);
      for (const input of inputs) expect(text).not.toContain(sha256(input));
      // The same request without the password fingerprints alike: it is not an input at all.
      expect(
        (await send(keys, 'key-6', { email: 'a@example.com', password: 'Other-pass2!' })).status,
      ).toBe(201);
      expect(created).toHaveLength(1);
    });
  });
}
