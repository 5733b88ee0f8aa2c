/**
 * HTTP methods on known paths: a method no contract declares answers 405 Method Not Allowed
 * with an `Allow` header listing those that are (OPTIONS answers 204 with it); an unknown path
 * stays a 404. Templates of one shape are one resource (`/events/{user_id}` GET and
 * `/events/{id}` PUT); of templates of different shapes, a literal segment wins over a parameter.
 */
import { describe, expect, it } from 'vitest';
import { DETAILS } from '../../src/shared/api/details';
import { setupBackend } from './harness';

const backend = setupBackend();

function send(method: string, path: string): Promise<Response> {
  const { baseUrl, fetch: backendFetch } = backend();
  return (backendFetch ?? fetch)(`${baseUrl}${path}`, { method });
}

describe('methods a path does not declare', () => {
  it('answers 405 with the allowed methods for an undeclared method', async () => {
    const answer = await send('PATCH', '/creditors');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(await answer.json()).toEqual({ detail: DETAILS.methodNotAllowed });
  });

  it('lists every method of templates that share a shape', async () => {
    const answer = await send('DELETE', '/events/5eed0a0000000000000000aa');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, PUT');
  });

  it('answers OPTIONS with 204 and the Allow header', async () => {
    const answer = await send('OPTIONS', '/tradelines/5eed0a0000000000000000aa');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('allow')).toBe('DELETE, GET, HEAD, PUT');
  });

  it('lets a literal segment win over a parameter in the same place', async () => {
    // `/user/sessions/end-others` (POST) also fits `/user/sessions/{session_id}` (DELETE).
    const options = await send('OPTIONS', '/user/sessions/end-others');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST');
    const remove = await send('DELETE', '/user/sessions/end-others');
    expect(remove.status).toBe(405);
    expect(remove.headers.get('allow')).toBe('POST');
    expect(await remove.json()).toEqual({ detail: DETAILS.methodNotAllowed });
    // Any other segment there is a session.
    const session = await send('OPTIONS', '/user/sessions/5eed0a0000000000000000aa');
    expect(session.status).toBe(204);
    expect(session.headers.get('allow')).toBe('DELETE');
  });

  it('keeps a 404 for a path no contract has', async () => {
    const answer = await send('PATCH', '/no-such-resource');
    expect(answer.status).toBe(404);
  });
});
