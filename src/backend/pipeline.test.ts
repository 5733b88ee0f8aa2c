import { describe, expect, it } from 'vitest';
import { DETAILS } from '@/shared/api/details';
import { defineEndpoint, type EndpointDef } from '@/shared/api/endpoint';
import { NoContentSchema } from '@/shared/api/schemas';
import { bySpecificity, unrouted } from './pipeline';

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
});
