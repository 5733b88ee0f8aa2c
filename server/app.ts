/**
 * `createApp(deps)` builds the Express app without listening (DESIGN.md section 7): security
 * headers, request ids and logs, `/api` with every contract's routes, the Stripe and inbound
 * email webhooks, the health check, the built SPA, and one error handler.
 */
import cors from 'cors';
import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import { INBOUND_EMAIL_PATH, inboundEmailParsers } from './features/email/inbound';
import { documentBodyParsers, DOCUMENT_PATH } from './features/settlement/agreement-document';
import { emailRoutes } from './features/email/routes';
import { stripeWebhookRoute } from './features/enrollment/routes';
import { authenticateFirst, sessionDeps } from './platform/auth';
import { contractRoutes } from './platform/contract-route';
import type { AppDeps } from './platform/deps';
import { errorHandler, notFoundHandler } from './platform/errors';
import { requestLogging } from './platform/logger';
import { spaRoutes } from './platform/spa';

/** The JSON body limit: every contract body is far smaller. */
export const BODY_LIMIT = '64kb';

const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const GOOGLE = ['https://accounts.google.com'];

/** The health check: 200 while the database answers, 503 otherwise. */
function healthRoute(deps: AppDeps): Router {
  const router = Router();
  router.get('/health', async (_request, response) => {
    const started = Date.now();
    let database: 'up' | 'down' = 'down';
    try {
      if (deps.connection.readyState === 1 && deps.connection.db) {
        await deps.connection.db.admin().ping();
        database = 'up';
      }
    } catch {
      database = 'down';
    }
    response.status(database === 'up' ? 200 : 503).json({
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      latency_ms: Date.now() - started,
    });
  });
  return router;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  // No ETag on answers: the API's are `no-store`, and hashing each JSON body was pure cost (the
  // built SPA's files keep theirs, which the static file server makes).
  app.set('etag', false);

  app.use(requestLogging(deps.logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          scriptSrc: ["'self'", ...STRIPE, ...GOOGLE],
          frameSrc: [...STRIPE, ...GOOGLE],
          connectSrc: ["'self'", 'https://api.stripe.com', ...GOOGLE],
          // Radix positions popovers and Google's button sizes itself with style attributes.
          styleSrc: ["'self'", "'unsafe-inline'", ...GOOGLE],
          imgSrc: ["'self'", 'data:', 'https:'],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = Router();
  api.use((_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (deps.config.CORS_ORIGINS.length > 0) {
    api.use(cors({ origin: deps.config.CORS_ORIGINS, maxAge: 600 }));
  }
  api.use(healthRoute(deps));
  // The Stripe webhook reads the raw body for its signature, so it comes before the JSON parser.
  api.use(stripeWebhookRoute(deps));
  // Inbound creditor mail may be long, and may come raw: its own parsers and larger limits (the
  // API's parser then skips it).
  api.post(INBOUND_EMAIL_PATH, ...inboundEmailParsers(deps.config));
  // An agreement's letter travels as base64 in JSON: its own, larger limit.
  // Both check the caller before reading a body over the API's default limit.
  api.put(
    DOCUMENT_PATH,
    authenticateFirst(sessionDeps(deps.models), deps.clock),
    ...documentBodyParsers(),
  );
  api.use(express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' }));
  api.use(contractRoutes(deps), emailRoutes(deps));
  api.use(notFoundHandler);
  app.use('/api', api);

  // Source maps stay in the build for error reporting, but would publish the source: never
  // served. Decided on the path as the static server reads it (decoded, so `.m%61p` is `.map`);
  // a path that does not decode is no file either.
  app.use((request, response, next) => {
    let path: string;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      path = request.path;
    }
    if (/\.map$/i.test(path)) notFoundHandler(request, response, next);
    else next();
  });
  const spa = spaRoutes(deps.config.STATIC_DIR);
  if (spa) app.use(spa);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
