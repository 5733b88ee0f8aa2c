import { describe, expect, it } from 'vitest';
import { DETAILS } from '@/shared/api/details';
import { defineEndpoint, type EndpointDef } from '@/shared/api/endpoint';
import { NoContentSchema } from '@/shared/api/schemas';
import { bySpecificity, resolveRoute, unrouted } from './pipeline';

const endpoint = (method: EndpointDef['method'], path: EndpointDef['path']): EndpointDef =>
  defineEndpoint({
    method,
    path,
    summary: path,
    access: 'user',
    response: NoContentSchema,
    errors: [],
  });

describe('which template a path belongs to', () => {
  it('puts a literal segment before a parameter in the same place, the leftmost deciding', () => {
    // Only templates of one length can fit one path.
    const table = [
      endpoint('GET', '/a/{id}/{part}'),
      endpoint('DELETE', '/a/{id}/b'),
      endpoint('PUT', '/a/latest/{part}'),
      endpoint('POST', '/a/latest/b'),
    ];
    expect([...table].sort(bySpecificity).map((item) => item.path)).toEqual([
      '/a/latest/b',
      '/a/latest/{part}',
      '/a/{id}/b',
      '/a/{id}/{part}',
    ]);
    expect(
      bySpecificity(endpoint('GET', '/events/{user_id}'), endpoint('PUT', '/events/{id}')),
    ).toBe(0);
  });

  it('allows only the literal template’s methods on its path, whatever the order', () => {
    const literal = endpoint('POST', '/user/sessions/end-others');
    const parameter = endpoint('DELETE', '/user/sessions/{session_id}');
    for (const table of [
      [literal, parameter],
      [parameter, literal],
    ]) {
      expect(unrouted(table, 'POST', '/user/sessions/end-others')).toBeNull();
      expect(unrouted(table, 'OPTIONS', '/user/sessions/end-others')).toEqual({
        status: 204,
        headers: { Allow: 'POST' },
        body: undefined,
      });
      const remove = unrouted(table, 'DELETE', '/user/sessions/end-others');
      expect(remove?.status).toBe(405);
      expect(remove?.headers).toEqual({ Allow: 'POST' });
      expect(remove?.body).toEqual({ detail: DETAILS.methodNotAllowed });
      expect(unrouted(table, 'DELETE', '/user/sessions/abc')).toBeNull();
      expect(unrouted(table, 'POST', '/user/sessions/abc')?.headers).toEqual({ Allow: 'DELETE' });
    }
  });

  it('still joins the methods of templates of one shape', () => {
    const table = [endpoint('GET', '/events/{user_id}'), endpoint('PUT', '/events/{id}')];
    expect(unrouted(table, 'DELETE', '/events/abc')?.headers).toEqual({ Allow: 'GET, HEAD, PUT' });
  });

  it('names the one endpoint that serves a method and path, with its raw parameters', () => {
    const table = [
      endpoint('DELETE', '/user/sessions/{session_id}'),
      endpoint('POST', '/user/sessions/end-others'),
      endpoint('GET', '/events/{user_id}'),
      endpoint('PUT', '/events/{id}'),
    ];
    const route = (method: string, path: string) => resolveRoute(table, method, path).route;
    // The literal template wins where both fit; the parameter one takes any other segment.
    expect(route('POST', '/user/sessions/end-others')?.endpoint).toBe(table[1]);
    expect(route('DELETE', '/user/sessions/a%20b')).toEqual({
      endpoint: table[0],
      params: { session_id: 'a%20b' },
    });
    // Of two templates of one shape, the method decides.
    expect(route('PUT', '/events/e1')).toEqual({ endpoint: table[3], params: { id: 'e1' } });
    expect(route('GET', '/events/u1')).toEqual({ endpoint: table[2], params: { user_id: 'u1' } });
    // No route where `unrouted` answers, nor for HEAD (the router serves it with GET).
    expect(route('DELETE', '/user/sessions/end-others')).toBeNull();
    expect(resolveRoute(table, 'DELETE', '/user/sessions/end-others').answer?.status).toBe(405);
    expect(route('GET', '/nowhere')).toBeNull();
    expect(route('HEAD', '/events/u1')).toBeNull();
    expect(resolveRoute(table, 'HEAD', '/events/u1').answer).toBeNull();
  });

  it('leaves two endpoints of one method and shape to the router', () => {
    const table = [endpoint('GET', '/a/{id}'), endpoint('GET', '/a/{name}')];
    expect(resolveRoute(table, 'GET', '/a/x')).toEqual({ answer: null, route: null });
  });
});
