/** Helpers for tests on the mock backend: scenarios for one test, persona sessions, tokens. */
import { onTestFinished } from 'vitest';
import type { PersonaKey } from './personas';
import { activateScenarios, deactivateScenarios, type ScenarioName } from './scenarios';
import { personaSession, storePersonaSession } from './seed';

/** Switches scenarios on for the rest of the current test. */
export function useScenario(...names: ScenarioName[]): void {
  activateScenarios(names);
  onTestFinished(() => deactivateScenarios(names));
}

export { personaSession };

/** A token of the persona that expired a minute ago (for 401 'Token expired'). */
export async function expiredTokenFor(key: PersonaKey, now = new Date()): Promise<string> {
  const token = `mock-expired-${key}-${now.getTime()}`;
  await storePersonaSession(key, token, new Date(now.getTime() - 60_000).toISOString());
  return token;
}
