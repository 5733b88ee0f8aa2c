/**
 * The mock speaks the server's words (issue 24, point 3): every text a scenario sends is one the
 * backends send, and every message of the spec's error catalogue (section 8; its lines of
 * `messages.txt`, copied verbatim to tests/fixtures/spec/) is reachable by a named scenario.
 *
 * The texts the backends send: `DETAILS`, and what their sources send besides, read from each
 * `new HttpError(status, text)` and `{ detail: text }` of the services, the pipeline, the server
 * and the storage port (quoted texts, the constants they name and the two text-making functions
 * resolved).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enrollmentEndpoints } from '@/features/enrollment/contract';
import { ApiError } from '@/shared/api/api-error';
import { DETAILS, dailyLimitReached, signInDelayed } from '@/shared/api/details';
import type { EndpointDef, RequestInput } from '@/shared/api/endpoint';
import { configureHttp, request } from '@/shared/api/http';
import { DAILY_QUOTAS } from '@/shared/api/quotas';
import { CHECKLIST_KEYS, missingBeforePaying } from '@/features/settlement/model/agreement';
import { notInWriting } from '@/features/settlement/model/details';
import { CATALOGUE } from '../scripts/catalogue';
import { sampleRequest } from '../tests/contract/requests';
import { fakeGoogleIdToken } from './google';
import { PRICE_IDS } from './personas';
import { SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios';
import { personaSession } from './seed';

const ROOT = process.cwd();

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter(keep);
}

const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const isCode = (path: string) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path);

const SPEC_MESSAGES = source('tests/fixtures/spec/messages.txt')
  .split('\n')
  .filter((line) => line.trim() !== '');

/**
 * The error catalogue's messages: the lines of messages.txt from the first through the guard
 * reasons, in the catalogue's order. The alerts after them are validation messages of forms
 * (reached by typing, tested with each form), not answers of an endpoint.
 */
const ERROR_CATALOGUE = SPEC_MESSAGES.slice(0, SPEC_MESSAGES.indexOf('Admin access required') + 1);

/** Every text the backends send, resolved from their sources. */
function serverTexts(): Set<string> {
  const backend = [
    ...filesUnder('src/features', (path) => /[/\\]service[/\\]/.test(path) && isCode(path)),
    ...filesUnder('src/backend', isCode),
    ...filesUnder('src/shared/store', isCode),
    ...filesUnder('server', isCode),
  ];
  // Constants a backend throws by name: the quoted `const NAME = '...'` of any module of src/
  // or server/ (the account texts live in the feature's model/messages.ts).
  const constants = new Map<string, string>();
  for (const path of [...filesUnder('src', isCode), ...filesUnder('server', isCode)]) {
    for (const match of source(path).matchAll(
      /const ([A-Z][A-Z0-9_]+)\s*=\s*(?:\n\s*)?(['"])((?:(?!\2)[^\\]|\\.)*)\2;/g,
    )) {
      constants.set(match[1]!, match[3]!.replace(/\\(.)/g, '$1'));
    }
  }
  // DETAILS is by its definition the texts both backends answer with.
  // Tables of texts a backend throws by key (`LETTER_DETAILS.futureDate`): `const NAME = {
  // key: '...', ... }` in any module of src/ or server/ (the settlement's live in its model, off
  // the portal's first screen).
  const tables = new Map<string, Map<string, string>>();
  for (const path of [...filesUnder('src', isCode), ...filesUnder('server', isCode)]) {
    for (const [, name = '', body = ''] of source(path).matchAll(
      /const ([A-Z][A-Z0-9_]+)\s*=\s*\{\n([\s\S]*?)\n\}/g,
    )) {
      const entries = new Map<string, string>();
      for (const entry of body.matchAll(/(\w+):\s*(?:\n\s*)?(['"])((?:(?!\2)[^\\]|\\.)*)\2,/g)) {
        entries.set(entry[1]!, entry[3]!.replace(/\\(.)/g, '$1'));
      }
      tables.set(name, entries);
    }
  }
  const texts = new Set<string>(Object.values(DETAILS));
  const sent = /(?:new HttpError\(\s*\d+,|\bdetail\(\s*\d+,|\{ detail:)\s*([^\n]*)/g;
  for (const path of backend) {
    for (const [, expression = ''] of source(path).matchAll(sent)) {
      const details = /^DETAILS\.(\w+)/.exec(expression);
      const quoted = /^(['"])((?:(?!\1)[^\\]|\\.)*)\1/.exec(expression);
      const constant = /^([A-Z][A-Z0-9_]+)\b/.exec(expression);
      const keyed = /^([A-Z][A-Z0-9_]+)\.(\w+)/.exec(expression);
      if (details) texts.add(DETAILS[details[1] as keyof typeof DETAILS]);
      else if (quoted) texts.add(quoted[2]!.replace(/\\(.)/g, '$1'));
      else if (keyed && tables.get(keyed[1]!)?.has(keyed[2]!))
        texts.add(tables.get(keyed[1]!)!.get(keyed[2]!)!);
      else if (constant && constants.has(constant[1]!)) texts.add(constants.get(constant[1]!)!);
      else if (expression.startsWith('signInDelayed(')) {
        for (let seconds = 1; seconds <= 24 * 3_600; seconds += 1)
          texts.add(signInDelayed(seconds));
      } else if (expression.startsWith('notInWriting(')) {
        // Every combination of the five checklist items and the letter that can be missing.
        const keys = [...CHECKLIST_KEYS, 'letter'] as const;
        for (let mask = 1; mask < 2 ** keys.length; mask += 1) {
          const missing = (index: number) => (mask & (1 << index)) !== 0;
          const checklist = Object.fromEntries(
            CHECKLIST_KEYS.map((key, index) => [key, !missing(index)]),
          ) as Parameters<typeof missingBeforePaying>[0]['checklist'];
          const letter = missing(CHECKLIST_KEYS.length) ? null : 'attached';
          texts.add(notInWriting(missingBeforePaying({ checklist, letter })));
        }
      } else if (expression.startsWith('dailyLimitReached(')) {
        for (const quota of Object.values(DAILY_QUOTAS))
          texts.add(dailyLimitReached(quota.limit, quota.what));
      }
    }
  }
  return texts;
}

const SERVER_TEXTS = serverTexts();

/** The `detail` (or a success's `message`) each scenario sends; none for one that never answers. */
let scenarioTextsOnce: Promise<Map<ScenarioName, string[]>> | undefined;
const scenarioTexts = () => (scenarioTextsOnce ??= readScenarioTexts());

async function readScenarioTexts(): Promise<Map<ScenarioName, string[]>> {
  const texts = new Map<ScenarioName, string[]>();
  await Promise.all(
    SCENARIO_NAMES.map(async (name) => {
      const answer = await Promise.race([
        Promise.resolve(SCENARIOS[name].respond(new Request('http://localhost/api/x'))),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_500)),
      ]);
      const body: unknown =
        answer && answer.type !== 'error' && answer.status !== 204
          ? await answer.json().catch(() => null)
          : null;
      const found: string[] = [];
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const key of ['detail', 'message'] as const) {
          const value = (body as Record<string, unknown>)[key];
          if (typeof value === 'string') found.push(value);
        }
      }
      texts.set(name, found);
    }),
  );
  return texts;
}

/** Where a catalogue message that no backend sends comes from. */
type Reach =
  /** The client's own text for this scenario's answer; a story or test shows it. */
  | { scenario: ScenarioName }
  /** The client's text for the mock's ordinary answer of `endpoint`, a refusal. */
  | { ordinary: EndpointDef }
  /** Not an answer of an endpoint at all. */
  | { notAnAnswer: string };

const CLIENT_TEXTS: Record<string, Reach> = {
  'Login failed. Please check your credentials and try again.': { scenario: 'login.fail' },
  'Google Sign-In failed. Please try again or use manual login.': { scenario: 'google.fail' },
  'Google Sign-In not available. Try again in a moment.': { scenario: 'google.unavailable' },
  'Account exists but Google login failed. Please use email/password login.': {
    scenario: 'google.exists',
  },
  'There was a problem submitting your information. Please try again.': {
    scenario: 'signup.fail',
  },
  'Could not load enrollment data.': { scenario: 'enrollment.load.fail' },
  'Could not save changes. Please try again.': { scenario: 'program.save.fail-bare' },
  'Failed to create subscription': { scenario: 'subscription.create.fail' },
  'Failed to cancel subscription': { scenario: 'subscription.cancel.fail' },
  'Failed to start payment setup': { scenario: 'setup-intent.fail' },
  'Failed to add payment method': { scenario: 'payment-method.attach.fail' },
  'Failed to set default payment method': { scenario: 'payment-method.set-default.fail' },
  'Failed to delete payment method': { scenario: 'payment-method.delete.fail' },
  'Could not save expenses. Please try again.': { scenario: 'profile.save.fail-bare' },
  'Could not create financial profile. Please try again.': {
    scenario: 'profile.create.fail-bare',
  },
  'Error creating profile:': { scenario: 'profile.create.fail' },
  'Could not save tradeline.': { scenario: 'tradelines.create.fail-bare' },
  'Could not update tradeline.': { scenario: 'tradelines.update.fail' },
  'Could not delete tradeline.': { scenario: 'tradelines.delete.fail' },
  'Error starting call. Please try again.': { scenario: 'call.fail-bare' },
  'User or tradeline not found': { scenario: 'tradelines.unnamed' },
  'Error parsing summary content': { scenario: 'summary.unparsable' },
  'No summary available': { scenario: 'summary.none' },
  'Account syncing is currently disabled': {
    ordinary: enrollmentEndpoints.listConnectedAccounts,
  },
  'Failed to connect account. Please try again.': { scenario: 'plaid.exchange.fail' },
  'Connection was cancelled or failed.': {
    notAnAnswer: "the bank-connection widget's exit with an error, before any request",
  },
  'Authentication required': {
    notAnAnswer: 'the access guard of a portal page opened without a session',
  },
};

/** The texts a backend sends that the mock sends with no scenario (a standing refusal). */
const ORDINARY_SERVER_TEXTS: Record<string, EndpointDef> = {
  [DETAILS.bankConnectionDisabled]: enrollmentEndpoints.exchangePublicToken,
};

let token: string | null = null;
configureHttp({ getToken: () => token });

/** The mock's ordinary answer to a sample request of `endpoint` by the subscriber. */
async function ordinaryAnswer(endpoint: EndpointDef): Promise<ApiError | 'answered'> {
  const entry = CATALOGUE.find((item) => item.endpoint === endpoint)!;
  const input = sampleRequest(entry, {
    googleIdToken: fakeGoogleIdToken,
    basePriceId: PRICE_IDS.base,
  }) as RequestInput<EndpointDef>;
  token = personaSession('subscriber').token;
  return request(endpoint, input).then(
    () => 'answered' as const,
    (error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    },
  );
}

/** Stories and tests that render the UI, where a scenario's message is shown and asserted. */
const UI_TESTS = [
  ...filesUnder('stories', (path) => path.endsWith('.stories.tsx')),
  ...filesUnder('tests/unit', (path) => /\.test\.tsx?$/.test(path)),
  ...filesUnder('src', (path) => /\.test\.tsx$/.test(path)),
].map((path) => ({ path, text: source(path) }));

describe('the mock speaks the server’s words', () => {
  it('reads the texts the backends send from their sources', () => {
    // A few of each kind, so a broken reader fails here rather than passing everything.
    expect(SERVER_TEXTS).toContain('Your current password is not correct.');
    expect(SERVER_TEXTS).toContain('Enter your offer in whole dollars.');
    expect(SERVER_TEXTS).toContain(signInDelayed(15));
    expect(SERVER_TEXTS).toContain(dailyLimitReached(10, 'summaries'));
    expect(SERVER_TEXTS).toContain(DETAILS.rateLimited);
    expect(SERVER_TEXTS).toContain('Choose a time zone from the list.');
    expect(SERVER_TEXTS).not.toContain('Calling is unavailable right now');
  });

  it('no scenario sends a text the backends never send', async () => {
    const texts = await scenarioTexts();
    const foreign = [...texts].flatMap(([name, found]) =>
      found.filter((text) => !SERVER_TEXTS.has(text)).map((text) => `${name}: ${text}`),
    );
    expect(foreign).toEqual([]);
  });

  it('every message of the error catalogue that a backend sends is sent by a named scenario', async () => {
    const texts = await scenarioTexts();
    const sentBy = (message: string) =>
      SCENARIO_NAMES.filter((name) => texts.get(name)!.includes(message));
    const serverSent = ERROR_CATALOGUE.filter((message) => SERVER_TEXTS.has(message));
    // Login's own detail, Google's missing email, the cancel refusal, the call's success, the
    // bank connection, the guard's expired token and admin refusal.
    expect(serverSent.length).toBeGreaterThanOrEqual(6);
    for (const message of serverSent) {
      const ordinary = ORDINARY_SERVER_TEXTS[message];
      if (ordinary) {
        const answer = await ordinaryAnswer(ordinary);
        expect(answer instanceof ApiError ? answer.detail : answer, message).toBe(message);
      } else {
        expect(sentBy(message), message).not.toEqual([]);
      }
    }
  });

  it.each(ERROR_CATALOGUE.filter((message) => !SERVER_TEXTS.has(message)))(
    'the client text "%s" is reachable',
    async (message) => {
      const reach = CLIENT_TEXTS[message];
      expect(reach, `say how "${message}" is reached`).toBeDefined();
      if (!reach || 'notAnAnswer' in reach) return;
      const shows = (...needles: string[]) =>
        UI_TESTS.filter(({ text }) => needles.every((needle) => text.includes(needle))).map(
          ({ path }) => path,
        );
      if ('scenario' in reach) {
        expect(SCENARIO_NAMES).toContain(reach.scenario);
        expect(shows(`'${reach.scenario}'`, message), 'a story or test shows it').not.toEqual([]);
      } else {
        expect(await ordinaryAnswer(reach.ordinary)).toBeInstanceOf(ApiError);
        expect(shows(message), 'a story or test shows it').not.toEqual([]);
      }
    },
  );
});
