/**
 * Generates docs/openapi.json (OpenAPI 3.1) and docs/api.md from the feature contracts.
 * `tsx scripts/openapi.ts` writes both; the tests call the builders and compare.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ErrorBodySchema } from '../src/shared/api/schemas';
import { pathParamNames, type EndpointDef } from '../src/shared/api/endpoint';
import {
  acceptsIdempotencyKey,
  documentedErrors,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../src/shared/api/idempotency';
import { CATALOGUE, type CatalogueEntry } from './catalogue';

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad request: the body, path or query did not validate',
  401: 'Missing, malformed, expired or revoked bearer token',
  402: 'Needs a subscription: the free allowance is used',
  403: "Not allowed: another user's data, or not an admin",
  404: 'Not found',
  409: 'Conflict with the current state',
  422: 'Unprocessable',
  429: 'Too many requests; try again later',
  500: 'Server error',
  502: 'The payment provider failed',
  503: 'The service is disabled or unavailable',
};

/** What `String.prototype.trim` removes, spelled out: Python's `\s` (the fuzzer's) differs. */
const SPACE =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';
const TEXT = SPACE.replace('[', '[^');

/**
 * A trimmed string's length rule as a pattern on what is sent: white space around, then
 * `min`..`max` characters that start and end with a non-space (`.trim().min(1).max(64)`).
 */
export function trimmedPattern(min: number, max: number | undefined): string {
  const upper = max === undefined ? '' : String(Math.max(max - 2, 0));
  const middle = `[\\s\\S]{${Math.max(min - 2, 0)},${upper}}`;
  const content = max === 1 ? TEXT : `${TEXT}(?:${middle}${TEXT})${min >= 2 ? '' : '?'}`;
  return `^${SPACE}*${min === 0 ? `(?:${content})?` : content}${SPACE}*$`;
}

/** Whether a string schema's checks include `.trim()` (an overwrite that trims). */
function trims(checks: readonly { _zod: { def: { check: string } } }[] | undefined): boolean {
  return (checks ?? []).some((check) => {
    const def = check._zod.def as { check: string; tx?: (value: string) => string };
    return def.check === 'overwrite' && def.tx?.(' x ') === 'x';
  });
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: generated }) => {
      const def = zodSchema._zod.def;
      // The API trims before it checks the length: say so in the pattern, not in raw lengths,
      // so the document accepts exactly what the API accepts.
      if (def.type === 'string' && trims(def.checks)) {
        const min = typeof generated.minLength === 'number' ? generated.minLength : 0;
        const max = typeof generated.maxLength === 'number' ? generated.maxLength : undefined;
        delete generated.minLength;
        delete generated.maxLength;
        generated.allOf = [...(generated.allOf ?? []), { pattern: trimmedPattern(min, max) }];
      }
      // A pipe's input side says only "string": state the pattern its output checks
      // (`EmailSchema` trims, then checks the address). Not `format: email`, which allows
      // addresses the API refuses and refuses some it accepts.
      if (io === 'input' && def.type === 'pipe') {
        const checked = z.toJSONSchema(def.out as z.ZodType, { io: 'output' }) as Json;
        if (typeof checked.pattern === 'string') generated.pattern ??= checked.pattern;
      }
    },
  }) as Json;
  delete result.$schema;
  return result;
}

/** `/events/{user_id}` and `/events/{id}` have one shape: `/events/{}`. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * The document's path for an endpoint. Templates of one shape are one resource on the wire (the
 * server cannot tell `/events/{user_id}` from `/events/{id}`), and OpenAPI forbids two such
 * paths, so they share the first template's path, with their parameters renamed to its names.
 */
function documentPaths(): Map<EndpointDef, string> {
  const first = new Map<string, string>();
  const sorted = [...CATALOGUE].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path));
  for (const { endpoint } of sorted) {
    if (!first.has(shapeOf(endpoint.path))) first.set(shapeOf(endpoint.path), endpoint.path);
  }
  return new Map(CATALOGUE.map(({ endpoint }) => [endpoint, first.get(shapeOf(endpoint.path))!]));
}

function parameters(entry: CatalogueEntry, documentPath: string): Json[] {
  const { endpoint } = entry;
  const out: Json[] = [];
  const params = endpoint.params ? jsonSchema(endpoint.params, 'output') : undefined;
  const documentNames = pathParamNames(documentPath);
  pathParamNames(endpoint.path).forEach((name, index) => {
    const properties = (params?.properties ?? {}) as Record<string, Json>;
    const documentName = documentNames[index] ?? name;
    out.push({
      name: documentName,
      in: 'path',
      required: true,
      ...(documentName === name
        ? {}
        : { description: `The ${name.replace('_', ' ')} (\`${name}\`).` }),
      schema: properties[name] ?? { type: 'string' },
    });
  });
  if (endpoint.query) {
    const query = jsonSchema(endpoint.query, 'output');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (acceptsIdempotencyKey(endpoint)) {
    out.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'One key per user action: the same key and body within 24 hours returns the first answer without creating again; the same key with another body answers 409.',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  }
  return out;
}

function operation(entry: CatalogueEntry, documentPath: string): Json {
  const { endpoint } = entry;
  const success = endpoint.status ?? 200;
  const responses: Json = {
    [success]:
      success === 204
        ? { description: STATUS_TEXT[204] }
        : {
            description: STATUS_TEXT[success],
            content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
          },
  };
  for (const status of documentedErrors(endpoint)) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const op: Json = {
    operationId: `${entry.feature}.${entry.name}`,
    tags: [entry.feature],
    summary: endpoint.summary,
    'x-access': endpoint.access,
    responses,
  };
  const params = parameters(entry, documentPath);
  if (params.length > 0) op.parameters = params;
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
    };
  }
  op.security = endpoint.access === 'public' ? [] : [{ bearerAuth: [] }];
  return op;
}

export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  const documentPath = documentPaths();
  const sorted = [...CATALOGUE].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path));
  for (const entry of sorted) {
    const path = documentPath.get(entry.endpoint)!;
    const item = (paths[path] ??= {});
    item[entry.endpoint.method.toLowerCase()] = operation(entry, path);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SelfSettle API',
      version: '1.0.0',
      description:
        'Generated from the feature contracts (src/features/*/contract.ts) by `npm run openapi`. ' +
        'Errors answer `{ "detail": string }`.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
    },
    paths,
  };
}

export function buildApiMarkdown(): string {
  const rows = [...CATALOGUE]
    .sort(
      (a, b) =>
        a.endpoint.path.localeCompare(b.endpoint.path) ||
        a.endpoint.method.localeCompare(b.endpoint.method),
    )
    .map(({ feature, endpoint }) => {
      const statuses = [endpoint.status ?? 200, ...documentedErrors(endpoint)].join(', ');
      return `| \`${endpoint.method} ${endpoint.path}\` | ${feature} | ${endpoint.access} | ${endpoint.summary} | ${statuses} |`;
    });
  return [
    '# API',
    '',
    'Generated from the feature contracts by `npm run openapi` (also writes `openapi.json`).',
    'Base path `/api`; a bearer token on every call except `public` ones; errors answer',
    '`{ "detail": string }`.',
    '',
    `${CATALOGUE.length} endpoints.`,
    '',
    '| endpoint | feature | access | purpose | statuses |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = new URL('../docs/', import.meta.url);
  writeFileSync(new URL('openapi.json', docs), openApiText());
  writeFileSync(new URL('api.md', docs), buildApiMarkdown());
  console.info(`Wrote docs/openapi.json and docs/api.md (${CATALOGUE.length} endpoints).`);
}
