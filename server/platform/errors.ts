/**
 * The one error type services throw, and the Express error handler that turns every failure
 * into `{ "detail": string }` with its status: never a stack trace, never a 500 for bad input.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { DETAILS, HttpError } from '@/shared/api/details';

/**
 * MongoDB's duplicate key error: a unique index refused a write. FerretDB 1.24 (SQLite) reports
 * one from an update as an InternalError whose message names the UNIQUE constraint.
 */
export function isDuplicateKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code, message } = error as { code: unknown; message?: unknown };
  return (
    code === 11000 ||
    (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

/** Errors body-parser raises, with the status it chose. */
interface ParserError {
  type?: string;
  status?: number;
}

function fromParser(error: ParserError): HttpError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, DETAILS.invalidJson);
    case 'entity.too.large':
      return new HttpError(413, DETAILS.bodyTooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Send the body as UTF-8 JSON.');
    case 'request.aborted':
      return new HttpError(400, 'The request was aborted.');
    default:
      return null;
  }
}

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  // The router decodes path parameters with decodeURIComponent: `%E0` is the caller's mistake.
  if (error instanceof URIError) return new HttpError(400, DETAILS.malformedPath);
  if (typeof error === 'object' && error !== null) {
    const parsed = fromParser(error as ParserError);
    if (parsed) return parsed;
  }
  if (
    error instanceof mongoose.Error.CastError ||
    error instanceof mongoose.Error.ValidationError
  ) {
    return new HttpError(400, error.message);
  }
  if (isDuplicateKey(error)) return new HttpError(409, 'This record already exists');
  if (isDatabaseUnavailable(error)) return new HttpError(503, DETAILS.databaseUnavailable);
  return null;
}

/**
 * The database could not be reached or dropped the connection: no server to select, a network
 * error, or a bulk write (a tradeline's events) cut off by one, which carries no write error of
 * its own (npm run fault:api saw `MongoBulkWriteError: read ECONNRESET` answered 500).
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const { mongo } = mongoose;
  if (
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError
  ) {
    return true;
  }
  if (error instanceof mongo.MongoBulkWriteError) {
    const writeErrors = error.writeErrors;
    const count = Array.isArray(writeErrors) ? writeErrors.length : writeErrors ? 1 : 0;
    return count === 0;
  }
  return false;
}

export const notFoundHandler: RequestHandler = (_request, _response, next) => {
  next(new HttpError(404, DETAILS.routeNotFound));
};

export const errorHandler: ErrorRequestHandler = (error, request, response, _next) => {
  const known = toHttpError(error);
  if (!known) request.log.error({ err: error }, 'request failed');
  else if (known.status >= 500) request.log.warn({ err: error }, known.detail);
  const answer = known ?? new HttpError(500, DETAILS.serverError);
  if (response.headersSent) {
    response.end();
    return;
  }
  response.status(answer.status).json({ detail: answer.detail });
};
