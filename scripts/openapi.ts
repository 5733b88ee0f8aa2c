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
  402: 'Payment required: an active subscription billing this feature, or the free allowance is used (see the detail)',
  403: "Not allowed: another user's data, or not an admin",
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large: the body or the file it carries is over its limit (see the detail)',
  415: 'Unsupported: the file is not of a type this endpoint takes, by its content',
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

/** Each schema is converted once per side (the links read the same answers many times). */
const converted = {
  input: new WeakMap<z.core.$ZodType, Json>(),
  output: new WeakMap<z.core.$ZodType, Json>(),
};

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  let result = converted[io].get(schema);
  if (!result) {
    result = convert(schema, io);
    converted[io].set(schema, result);
  }
  return structuredClone(result);
}

function convert(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
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
        const checked = z.toJSONSchema(def.out as z.core.$ZodType, { io: 'output' }) as Json;
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
export function documentPaths(): Map<EndpointDef, string> {
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

/**
 * OpenAPI links, derived from the contracts (never written per path): where an operation needs
 * the id of a record (a path parameter or a body field `<record>_id`), every operation whose
 * answer holds one feeds it. The record a path `{id}` names is the segment before it, singular
 * (`/tradelines/{id}` a tradeline, `/admin/calls/{id}/claim` a call); a body field names its
 * own (`payment_method_id`). An answer holds a record's id as `<record>_id` (`call_id`), or as
 * `id` when the answering path names the record (`/tradelines`, `/stripe/attach-payment-method`).
 * A user id is taken only from an answer about the same resource (`POST /tradelines` answers
 * the `user_id` that `GET /tradelines/{user_id}` lists). Schemathesis's stateful phase follows
 * these links: create, then read, change and delete.
 */
export interface LinkNeed {
  /** `path.<name>` or `body.<name>`, as the endpoint's contract names it. */
  target: string;
  record: string;
  /** For a user id: the resource the answer must be about (`tradeline`). */
  about?: string;
}

const singular = (name: string) => name.replace(/-/g, '_').replace(/s$/, '');

const needsOf = new WeakMap<EndpointDef, LinkNeed[]>();

/** The record ids an endpoint takes: path parameters and body fields `<record>_id`. */
export function linkNeeds(endpoint: EndpointDef): LinkNeed[] {
  let needs = needsOf.get(endpoint);
  if (!needs) {
    needs = findNeeds(endpoint);
    needsOf.set(endpoint, needs);
  }
  return needs;
}

function findNeeds(endpoint: EndpointDef): LinkNeed[] {
  const needs: LinkNeed[] = [];
  const segments = endpoint.path.split('/');
  const resource = singular(segments[1] ?? '');
  segments.forEach((segment, index) => {
    if (segment === '{id}' && index > 0) {
      const record = singular(segments[index - 1]!);
      if (record !== 'user') needs.push({ target: 'path.id', record });
    }
    if (segment === '{user_id}')
      needs.push({ target: 'path.user_id', record: 'user', about: resource });
  });
  if (endpoint.body) {
    const body = jsonSchema(endpoint.body, 'input');
    for (const name of Object.keys((body.properties ?? {}) as Json)) {
      const match = /^([a-z_]+)_id$/.exec(name);
      if (match && match[1] !== 'user') needs.push({ target: `body.${name}`, record: match[1]! });
    }
  }
  return needs;
}

const pointersOf = new WeakMap<EndpointDef, { pointer: string; fields: Set<string> }[]>();

/** `recordPointers` of an endpoint's answer, worked out once. */
function answerPointers(endpoint: EndpointDef): { pointer: string; fields: Set<string> }[] {
  let pointers = pointersOf.get(endpoint);
  if (!pointers) {
    pointers = recordPointers(jsonSchema(endpoint.response, 'output'));
    pointersOf.set(endpoint, pointers);
  }
  return pointers;
}

/** Where an answer keeps its records: the body itself, its first element, or its first item. */
function recordPointers(response: Json): { pointer: string; fields: Set<string> }[] {
  const fieldsOf = (schema: Json | undefined) =>
    new Set(Object.keys((schema?.properties ?? {}) as Json));
  if (response.type === 'array') {
    return [{ pointer: '/0', fields: fieldsOf(response.items as Json) }];
  }
  const items = (response.properties as Record<string, Json> | undefined)?.items;
  return [
    { pointer: '', fields: fieldsOf(response) },
    ...(items?.type === 'array'
      ? [{ pointer: '/items/0', fields: fieldsOf(items.items as Json) }]
      : []),
  ];
}

/** Whether one of the path's fixed segments names `record` (`attach-payment-method`). */
function names(path: string, record: string): boolean {
  return path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .map((segment) => segment.replace(/-/g, '_'))
    .some(
      (segment) =>
        segment === record ||
        segment === `${record}s` ||
        segment.endsWith(`_${record}`) ||
        segment.endsWith(`_${record}s`),
    );
}

/** The response expression that reads the needed id from `producer`'s answer, if any. */
function idExpression(producer: EndpointDef, need: LinkNeed): string | null {
  if (producer.status === 204) return null;
  if (need.about !== undefined && !names(producer.path, need.about)) return null;
  for (const { pointer, fields } of answerPointers(producer)) {
    if (fields.has(`${need.record}_id`)) return `$response.body#${pointer}/${need.record}_id`;
    if (need.about === undefined && names(producer.path, need.record) && fields.has('id')) {
      return `$response.body#${pointer}/id`;
    }
  }
  return null;
}

/** The links of one operation's success answer, keyed by the operation they lead to. */
export function linksOf(
  producer: CatalogueEntry,
  documentPath: (endpoint: EndpointDef) => string = (endpoint) => endpoint.path,
): Record<string, Json> {
  const links: Record<string, Json> = {};
  for (const consumer of CATALOGUE) {
    if (consumer === producer) continue;
    const parameters: Record<string, string> = {};
    const body: Record<string, string> = {};
    // The document may name a path parameter otherwise (`/tradelines/{id}` for `{user_id}`).
    const contractNames = pathParamNames(consumer.endpoint.path);
    const documentNames = pathParamNames(documentPath(consumer.endpoint));
    for (const need of linkNeeds(consumer.endpoint)) {
      const expression = idExpression(producer.endpoint, need);
      if (!expression) continue;
      const [where, name = ''] = need.target.split('.');
      if (where === 'path') {
        const renamed = documentNames[contractNames.indexOf(name)] ?? name;
        parameters[`path.${renamed}`] = expression;
      } else body[name] = expression;
    }
    const records = Object.keys(parameters).length + Object.keys(body).length;
    if (records === 0) continue;
    const id = `${consumer.feature}.${consumer.name}`;
    links[id] = {
      operationId: id,
      ...(Object.keys(parameters).length > 0 ? { parameters } : {}),
      ...(Object.keys(body).length > 0 ? { requestBody: body } : {}),
    };
  }
  return links;
}

function operation(
  entry: CatalogueEntry,
  documentPath: string,
  documentPathOf: Map<EndpointDef, string>,
): Json {
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
  const links = linksOf(entry, (other) => documentPathOf.get(other)!);
  if (Object.keys(links).length > 0) (responses[success] as Json).links = links;
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
    item[entry.endpoint.method.toLowerCase()] = operation(entry, path, documentPath);
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
