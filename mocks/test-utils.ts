/** Helpers for tests on the mock backend: scenarios for one test, persona sessions, tokens. */
import { onTestFinished } from 'vitest';
import { TOKEN_LIFETIME_MS } from '@/features/auth/service/sessions';
import { db } from './db';
import { PERSONAS, type PersonaKey } from './personas';
import { activateScenarios, deactivateScenarios, type ScenarioName } from './scenarios';
import { personaSession } from './seed';

/** Switches scenarios on for the rest of the current test. */
export function useScenario(...names: ScenarioName[]): void {
  activateScenarios(names);
  onTestFinished(() => deactivateScenarios(names));
}

export { personaSession };

/** A token of the persona that expired a minute ago (for 401 'Token expired'). */
export async function expiredTokenFor(key: PersonaKey, now = new Date()): Promise<string> {
  const token = `mock-expired-${key}-${now.getTime()}`;
  const { user_id, username, email, role } = PERSONAS[key];
  await db.sessions.create({
    id: token,
    user_id,
    username,
    email,
    role,
    expires_at: new Date(now.getTime() - 60_000).toISOString(),
    revoked_at: null,
    created_at: new Date(now.getTime() - 60_000 - TOKEN_LIFETIME_MS).toISOString(),
  });
  return token;
}
