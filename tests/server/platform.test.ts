/**
 * What every answer carries and how the built SPA is served: security headers, request ids,
 * no caching of API answers, the health check, closed CORS, the pre-rendered pages and the app
 * shell with their cache headers, and calls that reach a telephony provider.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import type { TelephonyAdapter } from '../../server/adapters/telephony';
import { startTestServer, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'spa-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(staticDir, 'about.html'), '<h1>About</h1>');
  await writeFile(join(staticDir, 'app.html'), '<div id="root"></div>');
  await writeFile(join(staticDir, 'assets/index-abc123.js'), 'console.log(1)');
  await writeFile(join(staticDir, 'assets/index-abc123.js.map'), '{"version":3,"sources":[]}');
  await writeFile(join(staticDir, 'assets/app-def456.js'), 'console.log("portal");\n'.repeat(200));
  await writeFile(join(staticDir, 'favicon.svg'), '<svg/>');
  server = await startTestServer({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await server.stop();
  await rm(staticDir, { recursive: true, force: true });
});

const site = (path: string, init?: RequestInit) =>
  fetch(`${server.baseUrl.replace(/\/api$/, '')}${path}`, init);

describe('API answers', () => {
  it('carry security headers, a request id and no-store', async () => {
    const answer = await send(server, 'GET', '/creditors', {
      token: await signIn(server, 'subscriber'),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=31536000');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('make their own request id and keep a client id only beside it in the log', async () => {
    const answer = await send(server, 'POST', '/user/login', {
      body: { username: 'nobody@example.com', password: 'Wrong-password-1!' },
      headers: { 'X-Request-Id': 'lb-request-12345' },
    });
    const id = answer.headers.get('x-request-id');
    expect(id).not.toBe('lb-request-12345');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'sign-in failed')).toMatchObject({
      request_id: id,
      client_request_id: 'lb-request-12345',
    });
    const bad = await send(server, 'GET', '/health', {
      headers: { 'X-Request-Id': 'bad id <script>' },
    });
    expect(bad.headers.get('x-request-id')).not.toContain('<');
  });

  it('do not allow other origins (CORS closed unless configured)', async () => {
    const answer = await send(server, 'GET', '/health', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('report the database state in /api/health', async () => {
    const answer = await send(server, 'GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('the built SPA', () => {
  it('serves pre-rendered pages and the shell for other routes, revalidated', async () => {
    const home = await site('/');
    expect(await home.text()).toBe('<h1>Home</h1>');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await (await site('/about')).text()).toBe('<h1>About</h1>');
    for (const path of ['/portal', '/portal/take-action/options', '/login', '/no-such-page']) {
      const page = await site(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toBe('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and never serves files outside the build', async () => {
    const asset = await site('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await site('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    const climb = await site('/..%2F..%2Fetc%2Fpasswd');
    expect(await climb.text()).not.toContain('root:');
  });

  it('keeps source maps in the build but never serves them', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/INDEX-ABC123.JS.MAP']) {
      const map = await site(path);
      expect(map.status, path).toBe(404);
      expect(await map.text(), path).not.toContain('"version":3');
    }
  });

  it('never serves a source map under a percent-encoded name either', async () => {
    for (const path of [
      '/assets/index-abc123.js.m%61p',
      '/assets/index-abc123.js%2emap',
      '/assets/index-abc123.js%2Emap',
      '/assets/index-abc123%2ejs%2e%6d%61%70',
    ]) {
      const map = await site(path);
      expect(map.status, path).toBe(404);
      expect(await map.text(), path).not.toContain('"version":3');
    }
    // The script itself, spelt the same way, is still served.
    expect((await site('/assets/index-abc123%2ejs')).status).toBe(200);
  });

  it('compresses the app for a browser that accepts it', async () => {
    const asset = await site('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toBe('console.log("portal");\n'.repeat(200));
    const plain = await site('/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('creditor calls', () => {
  it('record the call and answer 503 with a detail when the provider fails', async () => {
    const failing: TelephonyAdapter = {
      name: 'failing',
      requestCall: async () => {
        throw new Error('provider down');
      },
    };
    const withProvider = await startTestServer({ overrides: { telephony: failing } });
    try {
      const token = await signIn(withProvider, 'subscriber');
      const answer = await send(withProvider, 'POST', '/start-call', {
        token,
        body: { user_id: PERSONAS.subscriber.user_id, tradeline_name: 'Chase' },
      });
      expect(answer.status).toBe(503);
      expect(detailOf(answer)).toBe('Calls are temporarily unavailable. Please try again shortly.');
      const call = await withProvider.deps.models.Call.findOne({
        user_id: PERSONAS.subscriber.user_id,
      }).lean();
      expect(call).toMatchObject({ tradeline_name: 'Chase', status: 'failed' });
    } finally {
      await withProvider.stop();
    }
  });
});
