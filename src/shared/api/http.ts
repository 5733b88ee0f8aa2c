/**
 * The one HTTP client (DESIGN.md section 5): base `/api`, bearer token on every call, 10 s
 * timeout, responses parsed with the endpoint's schema, failures as one `ApiError`. A 401 ends
 * the session through the handler the app installs, except on `/stripe/` and `/plaid/` paths.
 * Every creating POST carries an `Idempotency-Key`, one per user action: a call that got no
 * answer (network, timeout, 5xx) keeps its key, so the retry of that action reuses it and the
 * server replays the first answer instead of creating twice.
 */
import { ApiError, isApiError } from './api-error';
import { TOKEN_EXPIRED } from './session-details';
import {
  buildPath,
  withQuery,
  type EndpointDef,
  type RequestInput,
  type ResponseOf,
} from './endpoint';
import { acceptsIdempotencyKey, IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_MS } from './idempotency';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface HttpConfig {
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | null;
  /**
   * Whether the stored token has passed its `expires_at`: such a call is not sent (the server
   * would refuse it with a 401); it ends the session as a 401 would.
   */
  tokenExpired: () => boolean;
  /** Called on a 401 outside `/stripe/` and `/plaid/`: the app clears the session and redirects. */
  onUnauthorized: (path: string) => void;
  fetch: typeof fetch;
}

const config: HttpConfig = {
  baseUrl: '/api',
  timeoutMs: DEFAULT_TIMEOUT_MS,
  getToken: () => null,
  tokenExpired: () => false,
  onUnauthorized: () => undefined,
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureHttp(changes: Partial<HttpConfig>): void {
  Object.assign(config, changes);
}

/** Paths whose 401 answers do not end the session (spec section 4). */
export function keepsSessionOn401(path: string): boolean {
  return path.includes('/stripe/') || path.includes('/plaid/');
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** A bearer token to send instead of the stored one (sign-out, after storage is cleared). */
  token?: string;
  /** The action's own key; by default one per action (see `actionKey`). */
  idempotencyKey?: string;
}

/** The key of each creating action that has had no answer yet, with when it was made. */
const unanswered = new Map<string, { key: string; at: number }>();

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of a creating call: the same call (path and body) that has not been answered yet is
 * the same user action retried and reuses its key; once answered, the next one is a new action.
 */
function actionKey(action: string): string {
  const now = Date.now();
  const known = unanswered.get(action);
  if (known && now - known.at < IDEMPOTENCY_WINDOW_MS) return known.key;
  const key = newIdempotencyKey();
  unanswered.set(action, { key, at: now });
  return key;
}

/**
 * The code of a call that failed or was refused (401) after the signed-in user changed under it
 * (a sign-out, another sign-in, another tab): its failure says nothing about the new user's
 * session, so it neither ends that session nor shows as an error; the query client reads again
 * for whoever is signed in now (src/app/query-client.ts).
 */
export const USER_CHANGED = 'user_changed';

export function isUserChange(error: unknown): boolean {
  return isApiError(error) && error.code === USER_CHANGED;
}

const userChanged = () =>
  new ApiError(0, 'The signed-in user changed while the request was under way.', USER_CHANGED);

/** An answer the server may not have acted on: a retry should reuse the key. */
function unsettled(status: number): boolean {
  return status === 0 || status >= 500;
}

export async function request<E extends EndpointDef>(
  endpoint: E,
  input: RequestInput<E>,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = withQuery(buildPath(endpoint.path, params), query);
  const action = acceptsIdempotencyKey(endpoint)
    ? `${path}\n${JSON.stringify(body ?? null)}`
    : null;
  const idempotencyKey =
    options.idempotencyKey ?? (action === null ? undefined : actionKey(action));
  const token = options.token ?? config.getToken();
  if (!options.token && token && config.tokenExpired()) {
    if (!keepsSessionOn401(endpoint.path)) config.onUnauthorized(endpoint.path);
    throw new ApiError(401, TOKEN_EXPIRED, 'token_expired');
  }
  // A network failure or timeout throws here and leaves the action's key for its retry.
  const response = await send(endpoint, path, body, { ...options, idempotencyKey }, token);
  if (action !== null && !unsettled(response.status)) unanswered.delete(action);

  if (!response.ok) {
    // Refused with the previous user's token (revoked at their sign-out): not this user's concern.
    if (response.status === 401 && !options.token && config.getToken() !== token) {
      throw userChanged();
    }
    const error = await toApiError(response);
    if (response.status === 401 && !keepsSessionOn401(endpoint.path)) {
      config.onUnauthorized(endpoint.path);
    }
    throw error;
  }

  const data = await readBody(response);
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'The server sent an answer this app does not understand.',
      'invalid_response',
    );
  }
  return parsed.data as ResponseOf<E>;
}

async function send(
  endpoint: EndpointDef,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const callerSignal = options.signal;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const forwardAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  try {
    return await config.fetch(`${config.baseUrl}${path}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError(0, 'The server took too long to answer.', 'timeout');
    if (callerSignal?.aborted) throw cause;
    // Aborted or cut off while the user changed (net::ERR_ABORTED as a sign-in or sign-out
    // lands): not a failure of the server.
    if (!options.token && config.getToken() !== token) throw userChanged();
    throw new ApiError(0, 'Could not reach the server.', 'network');
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Both backends answer an error with `{ "detail": string }` (DESIGN.md section 7). */
async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : `http_${response.status}`;
  const detail = record.detail;
  if (typeof detail === 'string' && detail.trim() !== '') {
    return new ApiError(response.status, detail, code, true);
  }
  return new ApiError(response.status, `The request failed (status ${response.status}).`, code);
}
