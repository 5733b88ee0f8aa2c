/**
 * The mock backend's handlers: every contract endpoint of the service table
 * (src/backend/services.ts) over the mock database, each one an MSW handler that translates the
 * request into the shared pipeline (src/backend/pipeline.ts) and its answer back. An active
 * scenario answers first. Last, a known path with an undeclared method answers 405, an unknown
 * API path 404.
 */
import { http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { handle, unrouted, type WireAnswer } from '@/backend/pipeline';
import { serviceTable, type ServedEndpoint } from '@/backend/services';
import type { SessionDeps } from '@/features/auth/service/sessions';
import { demoBankName, demoConfirmSetupIntent } from '@/features/enrollment/model/demo-bank';
import { summarizeEmails } from '@/features/email/model/local-summarizer';
import { DETAILS, HttpError } from '@/shared/api/details';
import { toColonPath, type EndpointDef } from '@/shared/api/endpoint';
import { IDEMPOTENCY_HEADER } from '@/shared/api/idempotency';
import { createIdempotency } from '@/backend/idempotency';
import type { Log, ServiceHandler } from '@/shared/api/service';
import { mockBilling } from '../billing';
import { mockFiles } from '../files';
import { mockGoogle } from '../google';
import { mockMailer, mockOrigin } from '../outbox';
import { mockPasswords } from '../passwords';
import { quota } from '../quota';
import { scenarioFor } from '../scenarios';
import { ensureSeeded } from '../seed';
import { store } from '../store';
import { mockNow } from '../clock';

/** The mock's sessions: a token is its own hash, so the personas' ready tokens are session ids. */
export const mockSessions: SessionDeps = { store, hashToken: (token) => token };

/** The mock's own HMAC secret: nothing it stores leaves the browser tab. */
const MOCK_IDEMPOTENCY_SECRET = 'selfsettle-mock-idempotency-secret';
const idempotency = createIdempotency(store.idempotency, MOCK_IDEMPOTENCY_SECRET);

/** A mock that breaks its own contract is a bug in the mock: errors are said loudly. */
const mockLog: Log = {
  info() {},
  warn() {},
  error: (fields, message) => console.error(message, fields),
};

/** The path every backend answers on, for any origin: `*\/api/tradelines/:user_id`. */
export function mockPath(endpoint: EndpointDef): string {
  return `*/api${toColonPath(endpoint.path)}`;
}

function toResponse({ status, headers, body }: WireAnswer): Response {
  return body === undefined
    ? new HttpResponse(null, { status, headers })
    : HttpResponse.json(body as never, { status, headers });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, DETAILS.invalidJson);
  }
}

/** The MSW handler of one endpoint: the scenario, else the pipeline. */
function serve({ endpoint, service }: ServedEndpoint): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mockPath(endpoint), async ({ request, params }) => {
    await ensureSeeded();
    const scenario = scenarioFor(endpoint);
    if (scenario) return scenario.respond(request);
    let body: unknown;
    try {
      body = endpoint.body ? await readJson(request) : undefined;
    } catch (error) {
      return HttpResponse.json({ detail: (error as HttpError).detail }, { status: 400 });
    }
    const wire = {
      params,
      query: Object.fromEntries(new URL(request.url).searchParams.entries()),
      body,
      authorization: request.headers.get('Authorization'),
      // A request the service worker passes on has no User-Agent header (a browser sets it on
      // the wire only): the page's own is the same browser's.
      userAgent:
        request.headers.get('User-Agent') ??
        (typeof navigator === 'undefined' ? null : navigator.userAgent),
      idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
    };
    const context = { sessions: mockSessions, idempotency, now: mockNow(), log: mockLog };
    return toResponse(await handle(endpoint, service, wire, context));
  });
}

/**
 * What Stripe.js does in the browser, outside the API contract: the demo bank-account form of
 * mock mode confirms its setup intent here (see `src/features/enrollment/model/demo-bank.ts`).
 */
const confirmDemoSetupIntent: ServiceHandler<typeof demoConfirmSetupIntent> = async ({
  params,
  body,
  user,
}) => {
  const intent = await store.setupIntents.findOne({ id: params.id, user_id: user.id });
  if (!intent) throw new HttpError(404, DETAILS.setupIntentNotFound);
  if (intent.attached) throw new HttpError(409, DETAILS.bankAccountSaved);
  const account = {
    bank_name: demoBankName(body.routing_number),
    last_four: body.account_number.slice(-4),
  };
  await store.setupIntents.update({ id: intent.id }, { set: { account } });
  return { success: true };
};
const stripeStandIn: ServedEndpoint = {
  endpoint: demoConfirmSetupIntent,
  service: confirmDemoSetupIntent as ServiceHandler<EndpointDef>,
};

const contract = serviceTable({
  ...mockSessions,
  store: { ...store, files: mockFiles },
  passwords: mockPasswords,
  google: mockGoogle,
  billing: mockBilling,
  summarizer: { summarize: summarizeEmails },
  quota,
  // No provider in the mock: a call waits for an agent, as the server's recording telephony.
  telephony: { requestCall: async () => 'requested' },
  // Mail goes to the demo's Outbox; its links open this tab's app.
  mailer: mockMailer,
  origin: mockOrigin,
  keySecret: MOCK_IDEMPOTENCY_SECRET,
});

/** Handlers for calls outside the API contract (what Stripe.js does in the browser). */
export const standInHandlers: RequestHandler[] = [serve(stripeStandIn)];

const served = [stripeStandIn, ...contract].map(({ endpoint }) => endpoint);

/**
 * The answers no endpoint gives, as on the server: a 405 (or OPTIONS' 204) before any endpoint's
 * handler, so a literal path (`/user/sessions/end-others`) never reaches the handler of a
 * template it also fits (`DELETE /user/sessions/{session_id}`); a 404 after them all. Only paths
 * under `/api/` are the API's: the dev server's modules (`/src/shared/api/http.ts`) pass through.
 */
function unroutedHandler(answers: 'not allowed' | 'not found'): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/')) return undefined;
    const answer = unrouted(served, request.method, pathname.slice('/api'.length));
    if (!answer) return undefined;
    const notFound = answer.status === 404;
    return notFound === (answers === 'not found') ? toResponse(answer) : undefined;
  });
}

const unroutedHandlers = [unroutedHandler('not allowed'), unroutedHandler('not found')] as const;

/** Every endpoint of every contract: the one handler set of the browser, Vitest and Storybook. */
export const handlers: RequestHandler[] = [
  ...standInHandlers,
  unroutedHandlers[0],
  ...contract.map(serve),
  unroutedHandlers[1],
];

/** Handlers that are not one contract endpoint each. */
export const nonContractHandlers: RequestHandler[] = [...standInHandlers, ...unroutedHandlers];
