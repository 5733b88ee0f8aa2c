/**
 * Structured logs (pino, JSON lines). Every request gets an id, echoed in `X-Request-Id`, and a
 * child logger on `request.log`. Secrets never reach a log line: authorization headers,
 * cookies, passwords and tokens are redacted wherever they appear.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';

export type { Logger };

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const REDACT = [
  'password',
  'token',
  'id_token',
  '*.password',
  '*.token',
  '*.id_token',
  '*.password_hash',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Request id, child logger, one access line. The id is always made here: a caller's
 * `X-Request-Id` could collide with or impersonate another request's in the logs, so a
 * well-formed one is kept only beside it, as `client_request_id`. Every line of the request
 * carries the client's address (`ip`, through the configured proxy hops).
 */
export function requestLogging(logger: Logger): RequestHandler {
  const accessLines = () => logger.isLevelEnabled('debug');
  return (request, response, next) => {
    const incoming = request.get('x-request-id');
    request.id = randomUUID();
    // The child logger is made when a line is written: most requests write none, and making
    // it (with the client's address through the proxy hops) cost as much as the route itself.
    let log: Logger | undefined;
    Object.defineProperty(request, 'log', {
      configurable: true,
      enumerable: true,
      get: () =>
        (log ??= logger.child({
          request_id: request.id,
          ...(incoming && REQUEST_ID.test(incoming) ? { client_request_id: incoming } : {}),
          ip: request.ip,
        })),
      set: (value: Logger) => {
        log = value;
      },
    });
    response.setHeader('X-Request-Id', request.id);
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const failed = response.statusCode >= 500;
      if (!failed && !accessLines()) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: request.method,
        path: request.path,
        status: response.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (failed) request.log.error(line, 'request');
      else request.log.debug(line, 'request');
    });
    next();
  };
}
