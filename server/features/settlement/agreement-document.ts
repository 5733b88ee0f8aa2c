/**
 * The body limit of 'Attach the letter' (`PUT /tradelines/{id}/agreement/letter`): a letter of
 * up to 10 MB travels as base64 in JSON, four characters for every three bytes. The limit lets a
 * file just over 10 MB through to the service, which answers 413 in its own words; a body past
 * it gets the same words here, before it is read whole.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { settlementEndpoints } from '@/features/settlement/contract';
import { SETTLEMENT_DETAILS } from '@/features/settlement/model/details';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
} from '@/features/settlement/model/agreement-document';
import { toColonPath } from '@/shared/api/endpoint';

export const DOCUMENT_PATH = toColonPath(settlementEndpoints.attachDocument.path);

/** 10 MB in base64 and a few bytes over, with room for the name (escaped) and the JSON. */
export const DOCUMENT_BODY_LIMIT =
  Math.ceil((DOCUMENT_MAX_BYTES + 3) / 3) * 4 + DOCUMENT_NAME_MAX * 6 + 1024;

const tooLarge: ErrorRequestHandler = (error: { type?: string }, _request, response, next) => {
  if (error.type !== 'entity.too.large') {
    next(error);
    return;
  }
  response.status(413).json({ detail: SETTLEMENT_DETAILS.documentTooLarge });
};

export function documentBodyParsers(): (RequestHandler | ErrorRequestHandler)[] {
  return [
    express.json({ limit: DOCUMENT_BODY_LIMIT, strict: true, type: 'application/json' }),
    tooLarge,
  ];
}
