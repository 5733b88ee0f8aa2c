import { readFileSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, sortedSignatures } from '../../scripts/catalogue';
import { z } from 'zod';
import { buildApiMarkdown, buildOpenApi, openApiText, trimmedPattern } from '../../scripts/openapi';

const SPEC_SECTION_7 = [
  'POST /user/google-auth',
  'GET /user/check-email',
  'GET /user/check-availability',
  'POST /user/register',
  'POST /user/login',
  'POST /signup',
  'GET /programs/{user_id}',
  'PUT /programs/{user_id}',
  'GET /creditors',
  'GET /financial-profile/{user_id}',
  'POST /financial-profile',
  'PUT /financial-profile/{user_id}',
  'GET /tradelines/{user_id}',
  'POST /tradelines',
  'PUT /tradelines/{id}',
  'DELETE /tradelines/{id}',
  'GET /events/{user_id}',
  'PUT /events/{id}',
  'POST /events/generate/{user_id}',
  'GET /user/account/{user_id}',
  'PUT /user/account/{user_id}',
  'POST /start-call',
  'GET /emails/{user_id}/accounts',
  'GET /emails/{user_id}/recent',
  'GET /emails/{user_id}/summary',
  'GET /emails/{user_id}/summaries',
  'POST /emails/{user_id}/summarize',
  'GET /stripe/payment-methods',
  'GET /stripe/status',
  'GET /stripe/subscriptions',
  'POST /stripe/subscriptions',
  'POST /stripe/cancel-subscription',
  'POST /stripe/create-setup-intent',
  'POST /stripe/attach-payment-method',
  'POST /stripe/set-default-payment-method',
  'DELETE /stripe/payment-methods/{id}',
  'GET /plaid/accounts',
  'POST /plaid/exchange-token',
  'POST /interest',
];
const DESIGN_EXTRAS = [
  'POST /user/logout',
  'GET /admin/users',
  'PATCH /admin/users/{id}',
  'GET /admin/analytics',
];
/** The creditor-call queue: the admin's list, claim and outcome, and the user's own calls. */
const CALL_QUEUE = [
  'GET /admin/calls',
  'POST /admin/calls/{id}/claim',
  'POST /admin/calls/{id}/outcome',
  'GET /calls/{user_id}',
];
/** Practice negotiations (issue 26): list, start, read and play a session. */
const PRACTICE = [
  'GET /practice/{user_id}',
  'POST /practice/{user_id}',
  'GET /practice/sessions/{id}',
  'POST /practice/sessions/{id}/moves',
];

/**
 * Account upkeep (issue 29): forgotten passwords, settings, sessions, email preferences, a
 * verified email and its safe change, export and deletion.
 */
const ACCOUNT = [
  'POST /user/forgot-password',
  'POST /user/reset-password',
  'POST /user/change-password',
  'GET /user/settings',
  'PUT /user/settings/email-preferences',
  'GET /user/sessions',
  'DELETE /user/sessions/{session_id}',
  'POST /user/sessions/end-others',
  'POST /user/confirm-email',
  'POST /user/confirm-email/resend',
  'POST /user/unsubscribe/{token}',
  'GET /user/export',
  'POST /user/delete-account',
];
/** Issue 27: the settlement workspace and the profile's state, name and address. */
const SETTLEMENT = [
  'GET /tradelines/{id}/details',
  'PUT /tradelines/{id}/details',
  'GET /tradelines/{id}/settlement',
  'POST /tradelines/{id}/offers',
  'PUT /tradelines/{id}/agreement',
  'POST /tradelines/{id}/agreement/payments',
  'PUT /tradelines/{id}/agreement/letter',
  'GET /tradelines/{id}/agreement/letter',
  'PUT /tradelines/{id}/agreement/tax',
  'GET /financial-profile/{user_id}/identity',
  'PUT /financial-profile/{user_id}/identity',
];

/** Letters and the contact log (issue 28). */
const LETTERS = [
  'GET /letters/{user_id}',
  'POST /tradelines/{id}/letters',
  'PATCH /tradelines/{id}/letters/{letter_id}',
  'POST /tradelines/{id}/validation-notices',
  'GET /tradelines/{id}/contacts',
  'POST /tradelines/{id}/contacts',
  'PUT /tradelines/{id}/contacts/senders',
];

/** The call companion: its calls listed, started (the free one counted) and saved. */
const COMPANION = [
  'GET /companion/{user_id}/calls',
  'POST /companion/{user_id}/calls',
  'POST /companion/calls/{id}',
];

describe('endpoint catalogue', () => {
  it('has every row of spec section 7 and the DESIGN.md additions, once each', () => {
    const listed = sortedSignatures();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(
      [
        ...SPEC_SECTION_7,
        ...DESIGN_EXTRAS,
        ...CALL_QUEUE,
        ...PRACTICE,
        ...ACCOUNT,
        ...SETTLEMENT,
        ...LETTERS,
        ...COMPANION,
      ].sort(),
    );
  });

  it('names the owner of every user-scoped path parameter', () => {
    for (const { endpoint } of CATALOGUE) {
      if (endpoint.path.includes('{user_id}'))
        expect(endpoint.owner, endpoint.path).toBe('user_id');
    }
  });
});

describe('docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with bearer auth declared', async () => {
    const document = buildOpenApi();
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify('errors' in result ? result.errors : [], null, 2)).toBe(
      true,
    );
    expect(document.openapi).toBe('3.1.0');
    expect(document.components).toMatchObject({
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    });
    // Validating the whole document takes about 6 s of CPU on a busy machine.
  }, 30_000);

  it('is up to date with the contracts (run `npm run openapi`)', () => {
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(openApiText());
    expect(readFileSync('docs/api.md', 'utf8')).toBe(buildApiMarkdown());
  });
});

describe('the links (issue 31)', () => {
  type Op = {
    operationId: string;
    parameters?: { name: string; in: string }[];
    requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    responses: Record<string, { links?: Record<string, Link> }>;
  };
  type Link = { operationId: string; parameters?: Record<string, string>; requestBody?: object };
  const document = buildOpenApi() as { paths: Record<string, Record<string, Op>> };
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const links = operations.flatMap((op) =>
    Object.values(op.responses).flatMap((response) =>
      Object.values(response.links ?? {}).map((link) => ({ from: op.operationId, link })),
    ),
  );
  const summary = (from: string, link: Link) =>
    `${from} -> ${link.operationId} ${JSON.stringify(link.parameters ?? link.requestBody)}`;

  it('lead from each creation to what reads, changes and deletes its record', () => {
    const all = links.map(({ from, link }) => summary(from, link));
    expect(all).toEqual(
      expect.arrayContaining([
        'tradelines.createTradeline -> tradelines.updateTradeline {"path.id":"$response.body#/id"}',
        'tradelines.createTradeline -> tradelines.deleteTradeline {"path.id":"$response.body#/id"}',
        'tradelines.createTradeline -> tradelines.listTradelines {"path.id":"$response.body#/user_id"}',
        'timeline.listEvents -> timeline.completeEvent {"path.id":"$response.body#/0/id"}',
        'calls.startCall -> calls.claimCall {"path.id":"$response.body#/call_id"}',
        'calls.claimCall -> calls.resolveCall {"path.id":"$response.body#/call_id"}',
        'enrollment.createSetupIntent -> enrollment.attachPaymentMethod {"setup_intent_id":"$response.body#/setup_intent_id"}',
        'enrollment.attachPaymentMethod -> enrollment.deletePaymentMethod {"path.id":"$response.body#/id"}',
        'enrollment.listSubscriptions -> enrollment.cancelSubscription {"subscription_id":"$response.body#/0/id"}',
      ]),
    );
  });

  it('name operations, parameters and body fields that exist', () => {
    expect(links.length).toBeGreaterThan(20);
    for (const { link } of links) {
      const target = byId.get(link.operationId);
      expect(target, link.operationId).toBeDefined();
      for (const key of Object.keys(link.parameters ?? {})) {
        const [where, name] = key.split('.');
        expect(target!.parameters, `${link.operationId} ${key}`).toContainEqual(
          expect.objectContaining({ in: where, name }),
        );
      }
      const body = target!.requestBody?.content['application/json']?.schema.properties ?? {};
      for (const field of Object.keys(link.requestBody ?? {})) {
        expect(Object.keys(body), `${link.operationId} body.${field}`).toContain(field);
      }
    }
  });
});

describe('the pattern of a trimmed string', () => {
  const samples = [
    '',
    ' ',
    '\f',
    'a',
    ' a ',
    '\u3000ab\u3000',
    'a b',
    '  abc  ',
    '\u001cx',
    'abcd',
    ' abcde ',
    '\n\n',
  ];
  it.each([
    [1, 64],
    [0, 4],
    [1, 1],
    [2, 4],
    [7, 32],
  ])('accepts exactly what .trim().min(%i).max(%i) accepts', (min, max) => {
    const schema = z.string().trim().min(min).max(max);
    const pattern = new RegExp(trimmedPattern(min, max));
    for (const sample of samples) {
      expect(pattern.test(sample), JSON.stringify(sample)).toBe(schema.safeParse(sample).success);
    }
  });
});
