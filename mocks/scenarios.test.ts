import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import type { EndpointDef, RequestInput } from '@/shared/api/endpoint';
import { configureHttp, request } from '@/shared/api/http';
import { CATALOGUE } from '../scripts/catalogue';
import { sampleRequest } from '../tests/contract/requests';
import { fakeGoogleIdToken } from './google';
import { PRICE_IDS } from './personas';
import {
  SCENARIO_NAMES,
  SCENARIO_STORAGE_KEY,
  SCENARIOS,
  activeScenarios,
  scenariosFromLocation,
  setTabScenarios,
  type ScenarioName,
} from './scenarios';
import { personaSession } from './seed';
import { useScenario } from './test-utils';

type Outcome =
  { ok: true; body: unknown } | { ok: false; status: number; detail: string } | 'pending';

let token: string | null = null;
configureHttp({ getToken: () => token });

/** What the client gets, or 'pending' when nothing arrives within 300 ms. */
async function outcome(endpoint: EndpointDef, input: RequestInput<EndpointDef>): Promise<Outcome> {
  const controller = new AbortController();
  const pending = new Promise<'pending'>((resolve) =>
    setTimeout(() => {
      controller.abort();
      resolve('pending');
    }, 300),
  );
  const answer = request(endpoint, input, { signal: controller.signal }).then(
    (body): Outcome => ({ ok: true, body }),
    (error: unknown): Outcome =>
      error instanceof ApiError
        ? { ok: false, status: error.status, detail: error.detail }
        : 'pending',
  );
  return Promise.race([answer, pending]);
}

/** A request the scenario's endpoint answers normally for the subscriber (or the admin). */
function requestFor(name: ScenarioName) {
  const { endpoint } = SCENARIOS[name];
  const entry = CATALOGUE.find((item) => item.endpoint === endpoint)!;
  const input = sampleRequest(entry, {
    googleIdToken: fakeGoogleIdToken,
    basePriceId: PRICE_IDS.base,
  }) as RequestInput<EndpointDef>;
  // The email checks normally say "free" for an unused address.
  if (entry.feature === 'auth' && entry.name.startsWith('check')) {
    return {
      endpoint,
      input: { query: { email: 'unused@example.com' } } as RequestInput<EndpointDef>,
    };
  }
  return { endpoint, input };
}

describe('mock scenarios', () => {
  it('cover the error catalogue and the empty states with one name each', () => {
    expect(SCENARIO_NAMES.length).toBeGreaterThanOrEqual(50);
    for (const name of SCENARIO_NAMES) expect(name).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
  });

  it.each(SCENARIO_NAMES)('%s changes the answer of its endpoint', async (name) => {
    const { endpoint, input } = requestFor(name);
    token = personaSession(endpoint.access === 'admin' ? 'admin' : 'subscriber').token;
    const normal = await outcome(endpoint, input);
    expect(normal).not.toBe('pending');
    useScenario(name);
    const changed = await outcome(endpoint, input);
    expect(changed).not.toEqual(normal);
  });

  it('are read from ?scenario= and kept for the tab in sessionStorage', () => {
    expect(
      scenariosFromLocation('?scenario=emails.empty,bogus,login.invalid', sessionStorage),
    ).toEqual(['emails.empty', 'login.invalid']);
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('emails.empty,login.invalid');
    setTabScenarios([], sessionStorage);
    expect(activeScenarios()).toEqual([]);
    sessionStorage.setItem(SCENARIO_STORAGE_KEY, 'tradelines.empty');
    expect(scenariosFromLocation('', sessionStorage)).toEqual(['tradelines.empty']);
    expect(scenariosFromLocation('?scenario=', sessionStorage)).toEqual([]);
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });
});
