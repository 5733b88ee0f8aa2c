/**
 * The shape of an application service (src/features/<name>/service/): one function per contract
 * endpoint, taking the parsed request and the caller. The MSW handlers (`mocks/handlers`) and the
 * Express routes (`server/platform/contract-route.ts`) check the token, the role, the request
 * and ownership with the contract, then call it; its answer is checked with the contract's
 * response schema.
 */
import type * as z from 'zod/mini';
import { DETAILS, HttpError, notFound } from '@/shared/api/details';
import type { EndpointDef } from '@/shared/api/endpoint';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** Who calls: the signed-in user of the bearer token. */
export interface Caller {
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
}

/** What a service may log (pino's shape on the server; nothing in the browser). */
export interface Log {
  info(fields: object, message?: string): void;
  warn(fields: object | string, message?: string): void;
  error(fields: object, message?: string): void;
}

/** A request that passed the checks (`admit`): its parsed parts and its caller. */
export interface Admitted<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller; always present on user and admin endpoints, none on public ones. */
  user: E['access'] extends 'public' ? Caller | null : Caller;
  /** The session of the caller's token (what logout revokes). */
  sessionId: string | null;
  /** The client's User-Agent header, when it sent one. */
  userAgent: string | null;
}

export interface ServiceContext<E extends EndpointDef> extends Admitted<E> {
  now: Date;
  log: Log;
}

export type ServiceHandler<E extends EndpointDef> = (
  context: ServiceContext<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/** A service for some endpoints of a contract's endpoint table. */
export type Service<Api extends Record<string, EndpointDef>> = {
  [K in keyof Api]?: ServiceHandler<Api[K]>;
};

/** The endpoints a service answers, each with its handler. */
export function boundEndpoints<Api extends Record<string, EndpointDef>>(
  api: Api,
  service: Service<Api>,
): [EndpointDef, ServiceHandler<EndpointDef>][] {
  return Object.entries(service).map(([name, handler]) => [
    api[name]!,
    handler as ServiceHandler<EndpointDef>,
  ]);
}

export const silentLog: Log = { info() {}, warn() {}, error() {} };

/**
 * A record the caller must own: 404 when missing, 403 when another user's (admins excepted),
 * logged with who asked for what.
 */
export function owned<R extends { id: string; user_id: string }>(
  record: R | null,
  user: Caller,
  what: string,
  log: Log,
): R {
  if (!record) throw new HttpError(404, notFound(what));
  if (record.user_id !== user.id && user.role !== 'admin') {
    log.warn(
      { user_id: user.id, record: what, record_id: record.id, owner_id: record.user_id },
      'access to another user refused',
    );
    throw new HttpError(403, DETAILS.notYours);
  }
  return record;
}
