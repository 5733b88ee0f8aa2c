/**
 * What both backends check before a service runs, in this order (DESIGN.md sections 6 and 7):
 * the bearer token (401), the admin role (403), the path, query and body against the contract's
 * strict schemas (400), ownership of the contract's owner parameter (403, admins excepted); and
 * after it, the answer against the response schema. It is generic, so it lives beside the
 * pipeline (`pipeline.ts`), which calls it; only the token check is the auth feature's. The MSW
 * binder (`mocks/handlers/index.ts`) and the Express binder (`server/platform/contract-route.ts`)
 * only read the request and write the answer.
 */
import { config, locales } from 'zod/mini';
import type * as z from 'zod/mini';
import { DETAILS, HttpError, describeIssues } from '@/shared/api/details';
import { pathParamNames, type EndpointDef } from '@/shared/api/endpoint';
import type { Admitted, Log } from '@/shared/api/service';
import { authenticate, type SessionDeps } from '@/features/auth/service';

// zod/mini loads no locale (its issues all read "Invalid input"): both backends answer a bad
// request in zod's English, as they did with the full API, from this one place.
config(locales.en());

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** A request as a backend read it: raw path parameters, query and parsed JSON body. */
export interface RawRequest {
  params: Record<string, string | readonly string[] | undefined>;
  query: unknown;
  body: unknown;
  authorization: string | null | undefined;
  /** The User-Agent header, kept with a new session (its owner's list of sessions). */
  userAgent?: string | null | undefined;
}

function parse<S extends z.ZodMiniType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues));
  return result.data as Out<S>;
}

/** The contract's path parameters only (a router may report more, such as MSW's `*`). */
function pathValues(endpoint: EndpointDef, raw: RawRequest['params']): Record<string, string> {
  return Object.fromEntries(
    pathParamNames(endpoint.path).map((name) => {
      const value = raw[name];
      return [name, typeof value === 'string' ? value : (value?.[0] ?? '')];
    }),
  );
}

/** Runs the checks and answers the parsed request with its caller, or throws the `HttpError`. */
export async function admit<E extends EndpointDef>(
  endpoint: E,
  raw: RawRequest,
  sessions: SessionDeps,
  now: Date,
  log: Log,
): Promise<Admitted<E>> {
  const session =
    endpoint.access === 'public' ? null : await authenticate(sessions, raw.authorization, now);
  const user = session?.caller ?? null;
  if (endpoint.access === 'admin' && user?.role !== 'admin') {
    log.warn(
      { user_id: user?.id, method: endpoint.method, path: endpoint.path },
      'admin access refused',
    );
    throw new HttpError(403, DETAILS.adminOnly);
  }
  const params = parse(endpoint.params, pathValues(endpoint, raw.params));
  const query = parse(endpoint.query, raw.query);
  const body = parse(endpoint.body, raw.body);
  const owner = endpoint.owner
    ? [params, query, body]
        .map((part) => (part as Record<string, unknown> | undefined)?.[endpoint.owner!])
        .find((value) => typeof value === 'string')
    : undefined;
  if (user && owner !== undefined && owner !== user.id && user.role !== 'admin') {
    log.warn(
      { user_id: user.id, method: endpoint.method, path: endpoint.path, owner_id: owner },
      'access to another user refused',
    );
    throw new HttpError(403, DETAILS.notYours);
  }
  return {
    params,
    query,
    body,
    user,
    sessionId: session?.sessionId ?? null,
    userAgent: raw.userAgent ?? null,
  } as Admitted<E>;
}

/** The answer to send: the success status and the body parsed with the response schema. */
export function answerOf(
  endpoint: EndpointDef,
  answer: unknown,
): { status: number; body: unknown } | { breach: string } {
  const status = endpoint.status ?? 200;
  if (status === 204) return { status, body: undefined };
  const checked = endpoint.response.safeParse(answer);
  if (checked.success) return { status, body: checked.data };
  return {
    breach: `The answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${describeIssues(checked.error.issues)}`,
  };
}
