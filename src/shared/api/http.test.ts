import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, detailOr } from './api-error';
import { buildPath, defineEndpoint, toColonPath, withQuery } from './endpoint';
import { DEFAULT_TIMEOUT_MS, USER_CHANGED, configureHttp, isUserChange, request } from './http';

const ItemSchema = z.object({ id: z.string(), name: z.string() });

const getItem = defineEndpoint({
  method: 'GET',
  path: '/items/{item_id}',
  summary: 'Read an item',
  access: 'user',
  params: z.object({ item_id: z.string() }),
  query: z.optional(z.object({ limit: z.optional(z.number()) })),
  response: ItemSchema,
  errors: [401, 404],
});

const createItem = defineEndpoint({
  method: 'POST',
  path: '/items',
  summary: 'Create an item',
  access: 'user',
  body: z.object({ name: z.string() }),
  response: ItemSchema,
  status: 201,
  errors: [400, 401],
});

const stripeStatus = defineEndpoint({
  method: 'GET',
  path: '/stripe/status',
  summary: 'Billing status',
  access: 'user',
  response: z.object({ ok: z.boolean() }),
  errors: [401],
});

const plaidAccounts = defineEndpoint({
  method: 'GET',
  path: '/plaid/accounts',
  summary: 'Bank accounts',
  access: 'user',
  response: z.array(z.object({ id: z.string() })),
  errors: [401, 503],
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  configureHttp({
    baseUrl: '/api',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    fetch: fetchMock,
    getToken: () => 'secret-token',
    tokenExpired: () => false,
    onUnauthorized,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  it('calls the base path with the bearer token, encoded params and the query', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'a/b', name: 'Card' }));
    const item = await request(getItem, { params: { item_id: 'a/b' }, query: { limit: 10 } });

    expect(item).toEqual({ id: 'a/b', name: 'Card' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/items/a%2Fb?limit=10');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    expect(init?.body).toBeUndefined();
  });

  it('sends a token given by the caller instead of the stored one', async () => {
    fetchMock.mockResolvedValue(json(200, { id: '1', name: 'Card' }));
    await request(getItem, { params: { item_id: '1' } }, { token: 'other-token' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer other-token');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json(201, { id: '1', name: 'New' }));
    await request(createItem, { body: { name: 'New' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe('{"name":"New"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    configureHttp({ getToken: () => null });
    fetchMock.mockResolvedValue(json(201, { id: '1', name: 'New' }));
    await request(createItem, { body: { name: 'New' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('parses the answer with the response schema and rejects a wrong shape', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    const error = await request(getItem, { params: { item_id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response', fromServer: false });
  });

  it("turns an error answer into an ApiError carrying the server's detail", async () => {
    fetchMock.mockResolvedValue(json(404, { detail: 'Item not found' }));
    const error = await request(getItem, { params: { item_id: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, detail: 'Item not found', fromServer: true });
    expect(detailOr(error, 'Fallback')).toBe('Item not found');
  });

  it("shows only a text detail as the server's words: any other shape gets the fallback", async () => {
    fetchMock.mockResolvedValue(json(422, { detail: [{ msg: 'name required' }] }));
    const error = await request(createItem, { body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: 'http_422', fromServer: false });
    expect(detailOr(error, 'Could not save tradeline.')).toBe('Could not save tradeline.');
  });

  it('uses the fallback text when the server gave no detail', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const error = await request(createItem, { body: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: 'http_500', fromServer: false });
    expect(detailOr(error, 'Could not save tradeline.')).toBe('Could not save tradeline.');
  });

  it('reports a read cut off while the user changes as a change of user, not a failure', async () => {
    let token = 'subscriber-token';
    configureHttp({ getToken: () => token });
    fetchMock.mockImplementation(() => {
      token = 'admin-token';
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const error = await request(getItem, { params: { item_id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: USER_CHANGED });
    expect(isUserChange(error)).toBe(true);
  });

  it("keeps the new user's session when the previous user's token is refused", async () => {
    let token = 'subscriber-token';
    configureHttp({ getToken: () => token });
    fetchMock.mockImplementation(() => {
      token = 'admin-token';
      return Promise.resolve(json(401, { detail: 'Token expired' }));
    });
    const error = await request(getItem, { params: { item_id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: USER_CHANGED });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await request(createItem, { body: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('gives up after 10 seconds with a timeout error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = request(getItem, { params: { item_id: 'x' } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('passes the caller abort through unchanged', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = request(getItem, { params: { item_id: 'x' } }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401 answers', () => {
  it('end the session on an ordinary path', async () => {
    fetchMock.mockResolvedValue(json(401, { detail: 'Token expired' }));
    const error = await request(getItem, { params: { item_id: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/items/{item_id}');
  });

  it('keep the session on /stripe/ and /plaid/ paths', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(401, { detail: 'No' })));
    await expect(request(stripeStatus, {})).rejects.toMatchObject({ status: 401 });
    await expect(request(plaidAccounts, {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('an expired stored token', () => {
  it('is not sent: the call ends the session as a 401 would, without reaching the server', async () => {
    configureHttp({ tokenExpired: () => true });
    const error = await request(getItem, { params: { item_id: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, detail: 'Token expired' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledWith('/items/{item_id}');
  });

  it('does not end the session from a /stripe/ path, and a token given by the caller is sent', async () => {
    configureHttp({ tokenExpired: () => true });
    await expect(request(stripeStatus, {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json(200, { id: 'x' }));
    await request(getItem, { params: { item_id: 'x' } }, { token: 'other' }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('paths', () => {
  it('builds, converts and queries paths', () => {
    expect(buildPath('/emails/{user_id}/recent', { user_id: 7 })).toBe('/emails/7/recent');
    expect(() => buildPath('/emails/{user_id}', {})).toThrow('Missing path parameter "user_id"');
    expect(toColonPath('/tradelines/{id}')).toBe('/tradelines/:id');
    expect(withQuery('/x', { a: 1, b: undefined, c: 'd e' })).toBe('/x?a=1&c=d+e');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('Idempotency-Key on creating POSTs', () => {
  const keyOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]![1]!.headers as Record<string, string>).get(
      'Idempotency-Key',
    );

  it('sends a fresh key per action, and none on reads', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(201, { id: '1', name: 'Card' })));
    await request(createItem, { body: { name: 'Card' } });
    await request(createItem, { body: { name: 'Card' } });
    await request(getItem, { params: { item_id: '1' } });
    expect(keyOf(0)).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(keyOf(1)).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBeNull();
  });

  it('reuses the key when the same action is retried after a lost answer or a 5xx', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { detail: 'Down' }))
      .mockResolvedValueOnce(json(201, { id: '1', name: 'Retry' }))
      .mockResolvedValueOnce(json(201, { id: '2', name: 'Retry' }));
    await expect(request(createItem, { body: { name: 'Retry' } })).rejects.toMatchObject({
      code: 'network',
    });
    await expect(request(createItem, { body: { name: 'Retry' } })).rejects.toMatchObject({
      status: 503,
    });
    await request(createItem, { body: { name: 'Retry' } });
    // Answered: the next click is a new action with a new key.
    await request(createItem, { body: { name: 'Retry' } });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('does not mix up two actions with different bodies, and honours a given key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request(createItem, { body: { name: 'A' } })).rejects.toBeInstanceOf(ApiError);
    await expect(request(createItem, { body: { name: 'B' } })).rejects.toBeInstanceOf(ApiError);
    await expect(
      request(createItem, { body: { name: 'A' } }, { idempotencyKey: 'given-key' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBe('given-key');
  });
});
