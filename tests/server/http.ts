/** Plain HTTP calls to the test server (no client library): what any caller can send. */
import { PERSONAS, type PersonaKey } from '../../mocks/personas';
import { buildPath, withQuery, type EndpointDef } from '../../src/shared/api/endpoint';
import type { TestServer } from './harness';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Send {
  token?: string | null;
  /** Sent as the whole Authorization header instead of `Bearer <token>`. */
  authorization?: string;
  body?: unknown;
  /** Sent as is, with the JSON content type (for broken JSON and oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function send(
  server: TestServer,
  method: string,
  path: string,
  options: Send = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.authorization !== undefined) headers.Authorization = options.authorization;
  else if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The request of a catalogue sample (`tests/contract/requests.ts`) as a method and a path. */
export function target(
  endpoint: EndpointDef,
  sample: {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  },
): { method: string; path: string } {
  return {
    method: endpoint.method,
    path: withQuery(buildPath(endpoint.path, sample.params), sample.query),
  };
}

/** Signs a persona in over HTTP and returns its token. */
export async function signIn(server: TestServer, persona: PersonaKey): Promise<string> {
  const { email, password } = PERSONAS[persona];
  const answer = await send(server, 'POST', '/user/login', { body: { username: email, password } });
  if (answer.status !== 200) throw new Error(`Sign-in of ${persona} failed: ${answer.status}`);
  return (answer.body as { token: string }).token;
}

/**
 * Where the database stands: how many changes the server's connection made so far, and the
 * last one (tests/server/write-log.ts; rate-limit counters and when a session was last used
 * aside). Equal fingerprints mean nothing was written in between; a different one names the
 * write.
 */
export function fingerprint(server: TestServer): string {
  const writes = server.writes();
  return `${writes.length} writes, the last: ${writes.at(-1) ?? 'none'}`;
}

/** Every error answer is `{ detail: <non-empty text> }`. */
export function detailOf(answer: Answer): string {
  const detail = (answer.body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail !== 'string' || detail === '') {
    throw new Error(
      `Expected a { detail } answer, got ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return detail;
}
