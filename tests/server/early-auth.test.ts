/**
 * The two routes that take bodies over the API's default limit (an agreement's letter, inbound
 * mail) check who is calling before they read the body: an anonymous caller gets its 401 while
 * the body is still arriving, so it cannot make the server read megabytes for nothing.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/**
 * Sends the headers and the first megabyte of a body announced as `total` bytes, then waits:
 * answers the status if one comes within `waitMs` (the rest of the body never sent), else null.
 */
function answerBeforeBody(
  method: string,
  path: string,
  headers: Record<string, string>,
  total: number,
  waitMs = 3_000,
): Promise<number | null> {
  const url = new URL(`${server.baseUrl}${path}`);
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: { ...headers, 'Content-Length': String(total) },
      },
      (response) => {
        clearTimeout(timer);
        response.resume();
        resolve(response.statusCode ?? null);
        request.destroy();
      },
    );
    request.on('error', () => undefined);
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, waitMs);
    request.write(Buffer.alloc(1024 * 1024, 0x20));
  });
}

const TEN_MB = 10 * 1024 * 1024;

describe('large bodies wait for authentication', () => {
  it('answers an anonymous letter upload 401 before reading the body', async () => {
    const status = await answerBeforeBody(
      'PUT',
      '/tradelines/64f000000000000000000cc1/agreement/letter',
      { 'Content-Type': 'application/json' },
      14 * 1024 * 1024,
    );
    expect(status).toBe(401);
  });

  it('answers a letter upload with a made-up token 401 before reading the body', async () => {
    const status = await answerBeforeBody(
      'PUT',
      '/tradelines/64f000000000000000000cc1/agreement/letter',
      { 'Content-Type': 'application/json', Authorization: `Bearer ${'ab'.repeat(32)}` },
      14 * 1024 * 1024,
    );
    expect(status).toBe(401);
  });

  it('answers inbound mail without the secret 401 before reading the body', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'Content-Type': 'message/rfc822' },
      { 'Content-Type': 'message/rfc822', 'X-Inbound-Secret': 'not-the-secret' },
    ]) {
      expect(await answerBeforeBody('POST', '/webhooks/inbound-email', headers, TEN_MB)).toBe(401);
    }
  });
});
