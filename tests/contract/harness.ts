/**
 * The contract suite's harness: starts the chosen backend for a test file, restores its seed
 * before each test, and calls endpoints through the real client (`src/shared/api/http.ts`) as
 * nobody, as a persona (signed in through `POST /user/login`) or with a given token.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { authEndpoints } from '../../src/features/auth/contract';
import { ApiError } from '../../src/shared/api/api-error';
import type { EndpointDef, RequestInput, ResponseOf } from '../../src/shared/api/endpoint';
import { documentedErrors } from '../../src/shared/api/idempotency';
import { configureHttp, request, type RequestOptions } from '../../src/shared/api/http';
import type { PersonaKey } from '../../mocks/personas';
import { loadBackend, type ContractBackend } from './backend';

let backend: ContractBackend | undefined;
let token: string | null = null;
/** The body of the last answer exactly as the backend sent it, before the client parsed it. */
let lastAnswer: unknown;
const sessions = new Map<PersonaKey, { user_id: string; token: string }>();

/** Call once at the top of a contract test file. */
export function setupBackend(): () => ContractBackend {
  beforeAll(async () => {
    backend = await loadBackend();
    await backend.start();
    configureHttp({
      baseUrl: backend.baseUrl,
      getToken: () => token,
      onUnauthorized: () => undefined,
      fetch: recordingAnswers(backend.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    });
  }, 60_000);
  // The suite reports how many assertions it made on which backend (for the issue notes).
  let assertions = 0;
  afterEach(() => {
    assertions += expect.getState().assertionCalls;
  });
  afterAll(async () => {
    process.stdout.write(
      `contract assertions: ${assertions} on ${backend?.name ?? 'no backend'} (${expect.getState().testPath?.split('/').pop() ?? ''})\n`,
    );
    await backend?.stop();
  });
  beforeEach(async () => {
    sessions.clear();
    token = null;
    await current().reset();
  }, 30_000);
  return current;
}

function current(): ContractBackend {
  if (!backend) throw new Error('setupBackend() has not started a backend');
  return backend;
}

/** The id of a seeded persona. */
export function idOf(persona: PersonaKey): string {
  return current().personas[persona].user_id;
}

/** Signs a persona in through the API (once per test) and returns its token. */
export async function signIn(persona: PersonaKey): Promise<string> {
  const known = sessions.get(persona);
  if (known) return known.token;
  const credentials = current().personas[persona];
  token = null;
  const session = await request(authEndpoints.login, {
    body: { username: credentials.email, password: credentials.password },
  });
  sessions.set(persona, session);
  return session.token;
}

export type Caller = PersonaKey | 'anonymous' | { token: string };

/** Calls an endpoint through the real client as the given caller. */
export async function call<E extends EndpointDef>(
  caller: Caller,
  endpoint: E,
  input: RequestInput<E>,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  token =
    caller === 'anonymous'
      ? null
      : typeof caller === 'object'
        ? caller.token
        : await signIn(caller);
  return request(endpoint, input, options);
}

/** Calls an endpoint that must fail, and returns the error. */
export async function failure<E extends EndpointDef>(
  caller: Caller,
  endpoint: E,
  input: RequestInput<E>,
  options: RequestOptions = {},
): Promise<ApiError> {
  try {
    await call(caller, endpoint, input, options);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${endpoint.method} ${endpoint.path} succeeded but should have failed`);
}

/** Asserts a failure's status, that the status is documented, and a `{ detail }` text. */
export async function expectStatus<E extends EndpointDef>(
  caller: Caller,
  endpoint: E,
  input: RequestInput<E>,
  status: number,
  options: RequestOptions = {},
): Promise<ApiError> {
  const error = await failure(caller, endpoint, input, options);
  expect(error.status, `${endpoint.method} ${endpoint.path}`).toBe(status);
  expect(documentedErrors(endpoint) as number[]).toContain(status);
  expect(error.fromServer, 'the answer carries a { detail } text').toBe(true);
  expect(error.detail.length).toBeGreaterThan(0);
  return error;
}

/** Asserts the common auth rules of a user endpoint: no token and an expired token give 401. */
export async function expectAuthRequired<E extends EndpointDef>(
  endpoint: E,
  input: RequestInput<E>,
  persona: PersonaKey = 'subscriber',
): Promise<void> {
  await expectStatus('anonymous', endpoint, input, 401);
  const expired = await current().expiredToken(persona);
  const error = await expectStatus({ token: expired }, endpoint, input, 401);
  expect(error.detail).toBe('Token expired');
  await expectStatus({ token: 'not-a-real-token' }, endpoint, input, 401);
}

/** Wraps a fetch so the harness keeps the raw body of every answer (see `expectExactAnswer`). */
function recordingAnswers(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await send(input, init);
    const text = await response.clone().text();
    try {
      lastAnswer = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      lastAnswer = text;
    }
    return response;
  };
}

/**
 * Asserts that the last answer, as the backend sent it, is exactly `parsed`, what the client
 * made of it. The client has already checked it against the endpoint's response schema; this
 * adds what parsing hides: the backend sent no field the contract does not name (parsing drops
 * those, so a leaked `password`, `_id` or `__v` would pass unseen) and nothing needed coercing.
 */
export function expectExactAnswer(parsed: unknown): void {
  expect(lastAnswer, 'the answer as the backend sent it').toStrictEqual(parsed);
}
