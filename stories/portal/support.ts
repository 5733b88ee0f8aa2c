/** Story helpers for the portal: start signed in as a seeded persona of the mock backend. */
import { userEvent } from 'storybook/test';
import { configureHttp } from '@/shared/api/http';
import { clearOnLogout, currentToken, saveStoredUser } from '@/shared/session';
import { personaSession, resetDb } from '../../mocks/seed';

type PersonaKey = Parameters<typeof personaSession>[0];

/** A `beforeEach` that stores the persona's session and sends its token with every call. */
export function signedInAs(key: PersonaKey, changes: { username?: string } = {}) {
  return () => {
    saveStoredUser({ ...personaSession(key), ...changes });
    configureHttp({ getToken: currentToken });
    return () => {
      clearOnLogout();
      configureHttp({ getToken: () => null });
    };
  };
}

/**
 * A `beforeEach` that starts the story from the seed, signed in as the persona: Storybook in a
 * browser keeps the mock database from one story to the next (the test runner resets it too).
 */
export function fromSeedSignedInAs(key: PersonaKey, changes: { username?: string } = {}) {
  return async () => {
    await resetDb();
    return signedInAs(key, changes)();
  };
}

/** The document body, where modals and toasts render. */
export const bodyOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;

/** The seeded personas' user ids, for components that take one. */
export const userIdOf = (key: PersonaKey) => personaSession(key).user_id;

/** Replaces an input's text in one step (typing key by key is slow under load). */
export async function fill(input: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
}
