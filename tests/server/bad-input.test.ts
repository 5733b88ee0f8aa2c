/**
 * Bad input never reaches the database and never makes a 500: wrong types, missing fields,
 * unknown fields, `$`-operators in bodies, query strings and paths, broken JSON, bodies of the
 * wrong shape and oversized bodies all get a 4xx with a detail. Generated over the catalogue
 * from each endpoint's valid sample request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS } from '../../src/shared/api/details';
import { CATALOGUE, signature, type CatalogueEntry } from '../../scripts/catalogue';
import { settlementEndpoints } from '../../src/features/settlement/contract';
import { DOCUMENT_BODY_LIMIT } from '../../server/features/settlement/agreement-document';
import { sampleRequest } from '../contract/requests';
import { signGoogleIdToken } from './google-keys';
import { startTestServer, type TestServer } from './harness';
import { detailOf, fingerprint, send, signIn, target, type Answer } from './http';

let server: TestServer;
let token: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'subscriber');
  adminToken = await signIn(server, 'admin');
});
afterAll(() => server.stop());

const context = { googleIdToken: signGoogleIdToken, basePriceId: 'price_base_monthly' };

function tokenFor(entry: CatalogueEntry): string | null {
  if (entry.endpoint.access === 'public') return null;
  return entry.endpoint.access === 'admin' ? adminToken : token;
}

/** A value of another JSON type than the one given. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'a lot';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not a list';
  if (value === null) return { nested: true };
  return 'not an object';
}

const OPERATORS = [{ $gt: '' }, { $ne: null }, { $regex: '.*' }, { $where: 'sleep(1000)' }];

function expectRefused(answer: Answer, label: string, statuses: number[] = [400]): void {
  expect(statuses, `${label}: got ${answer.status} ${JSON.stringify(answer.body)}`).toContain(
    answer.status,
  );
  expect(detailOf(answer).length, label).toBeGreaterThan(0);
}

const WITH_BODY = CATALOGUE.filter(({ endpoint }) => endpoint.body);
const WITH_QUERY = CATALOGUE.filter(({ endpoint }) => endpoint.query);
const WITH_PATH = CATALOGUE.filter(({ endpoint }) => endpoint.params);

describe.each(WITH_BODY)('$feature.$name body', (entry) => {
  it(`${signature(entry.endpoint)} refuses bodies that break its contract`, async () => {
    const sample = sampleRequest(entry, context) as { body: Record<string, unknown> };
    const { method, path } = target(entry.endpoint, sample);
    const auth = { token: tokenFor(entry) };

    const cases: [string, Record<string, unknown>][] = [
      ['no body', {}],
      ['an unknown field', { body: { ...sample.body, unexpected_field: 1 } }],
      ['a list instead of an object', { body: [sample.body] }],
      ['a string instead of an object', { body: 'hello' }],
      ['broken JSON', { rawBody: '{"unterminated": ' }],
    ];
    for (const key of Object.keys(sample.body)) {
      const { [key]: _left, ...rest } = sample.body;
      cases.push([`without ${key}`, { body: rest, optionalField: key }]);
      cases.push([
        `${key} of the wrong type`,
        { body: { ...sample.body, [key]: wrongType(sample.body[key]) } },
      ]);
      for (const operator of OPERATORS) {
        cases.push([
          `${key} as ${JSON.stringify(operator)}`,
          { body: { ...sample.body, [key]: operator } },
        ]);
      }
    }
    if (!('role' in sample.body)) {
      cases.push(['a role it may not set', { body: { ...sample.body, role: 'admin' } }]);
    }
    // The database as it was before each case: a refused case leaves it as it found it (checked
    // below), so it is read again only after a case the contract accepts.
    let before = fingerprint(server);
    for (const [label, options] of cases) {
      const { optionalField, ...request } = options as { optionalField?: string; body?: unknown };
      const answer = await send(server, method, path, { ...auth, ...request });
      const schema = entry.endpoint.body as {
        safeParse: (value: unknown) => { success: boolean };
      };
      if (optionalField && answer.status < 400) {
        // The contract makes this field optional: leaving it out is not bad input.
        expect(
          schema.safeParse(request.body).success,
          `${signature(entry.endpoint)} ${label}`,
        ).toBe(true);
        before = fingerprint(server);
        continue;
      }
      // A body the contract accepts reaches the service, which may find the record unknown
      // first (a practice move's amount is checked on the caller's own session only).
      const withinContract = optionalField !== undefined && schema.safeParse(request.body).success;
      expectRefused(
        answer,
        `${signature(entry.endpoint)} with ${label}`,
        withinContract ? [400, 404] : [400],
      );
      expect(fingerprint(server), `${label} changed the database`).toBe(before);
    }
  });

  it(`${signature(entry.endpoint)} refuses an oversized body with 413`, async () => {
    const sample = sampleRequest(entry, context) as { body: Record<string, unknown> };
    const { method, path } = target(entry.endpoint, sample);
    // Past the body limit the route reads up to: express's 100 kB, the letter's own ~14 MB.
    const padding =
      entry.endpoint === settlementEndpoints.attachDocument ? DOCUMENT_BODY_LIMIT : 200_000;
    const huge = JSON.stringify({ ...sample.body, padding: 'x'.repeat(padding) });
    const answer = await send(server, method, path, { token: tokenFor(entry), rawBody: huge });
    expectRefused(answer, `${signature(entry.endpoint)} oversized`, [413]);
  });
});

/** The first field of an endpoint's query schema, with a value every list limit accepts. */
function firstQueryKey(entry: (typeof WITH_QUERY)[number]): Record<string, unknown> {
  const shape = (entry.endpoint.query as unknown as { shape: Record<string, unknown> }).shape;
  return { [Object.keys(shape)[0]!]: 1 };
}

describe.each(WITH_QUERY)('$feature.$name query', (entry) => {
  it(`${signature(entry.endpoint)} refuses operators, lists and unknown keys in the query string`, async () => {
    const sample = sampleRequest(entry, context) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
    };
    const { method, path } = target(entry.endpoint, { params: sample.params });
    const before = fingerprint(server);
    // A list whose only query is optional (`?limit=`) has no sample query: take its first key.
    const [key, value] = Object.entries(sample.query ?? firstQueryKey(entry))[0]!;
    const queries = [
      `${key}[$ne]=x`,
      `${key}[$gt]=`,
      `${key}=${encodeURIComponent(String(value))}&${key}=${encodeURIComponent(String(value))}`,
      `${key}=${encodeURIComponent(String(value))}&$where=1`,
      `${key}=${encodeURIComponent(String(value))}&unknown=1`,
    ];
    for (const query of queries) {
      const answer = await send(server, method, `${path}?${query}`, { token: tokenFor(entry) });
      expectRefused(answer, `${signature(entry.endpoint)}?${query}`);
    }
    expect(fingerprint(server)).toBe(before);
  });
});

describe.each(WITH_PATH)('$feature.$name path', (entry) => {
  it(`${signature(entry.endpoint)} answers 4xx for odd ids, never 500`, async () => {
    const sample = sampleRequest(entry, context) as {
      body?: unknown;
      query?: Record<string, unknown>;
    };
    const before = fingerprint(server);
    const odd = ['$gt', '{"$ne":null}', 'x'.repeat(65), '..%2F..%2Fetc%2Fpasswd', '%00'];
    for (const id of odd) {
      const path = entry.endpoint.path.replace(
        /\{[a-z_]+\}/g,
        encodeURIComponent(decodeURIComponent(id)),
      );
      const answer = await send(server, entry.endpoint.method, path, {
        token: tokenFor(entry),
        body: sample.body,
      });
      expectRefused(answer, `${entry.endpoint.method} ${path}`, [400, 403, 404]);
    }
    expect(fingerprint(server)).toBe(before);
  });
});

describe('requests outside the contracts', () => {
  it('answers an unknown API path with 404 and a detail', async () => {
    const answer = await send(server, 'GET', '/no-such-endpoint', { token });
    expectRefused(answer, 'unknown path', [404]);
  });

  it('answers a known path with another method with 405 and the methods it allows', async () => {
    const answer = await send(server, 'PATCH', '/creditors', { token });
    expectRefused(answer, 'PATCH /creditors', [405]);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a malformed URL escape with 400 and a detail, signed in or not', async () => {
    const logged = server.logs.length;
    for (const path of ['/tradelines/%E0', '/tradelines/%', '/tradelines/%zz', '/events/%C3%28']) {
      for (const caller of [null, token]) {
        const answer = await send(server, 'GET', path, { token: caller });
        expectRefused(answer, `GET ${path}`, [400]);
        expect(detailOf(answer)).toBe(DETAILS.malformedPath);
      }
    }
    // Bad input from anybody is not a server error: nothing is logged at error level.
    const levels = server.logs
      .slice(logged)
      .map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await send(server, 'POST', '/user/login', {
      rawBody: 'username=demo@example.com&password=Demo-pass1!',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expectRefused(answer, 'form body');
  });
});
