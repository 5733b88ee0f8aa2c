/**
 * Signing in for end-to-end tests, one way each: through the login form as a person does it (on
 * any backend), or with a seeded persona's ready token (the mock backend's, mocks/seed.ts) when
 * the sign-in itself is not what the test is about.
 */
import type { Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from '../../mocks/personas';
import { personaSession } from '../../mocks/seed';
import { expect, storeSession } from './fixtures';
import { openPage } from './page-helpers';

export interface Credentials {
  email: string;
  password: string;
}

/** Fills the login form already on the page and presses Sign in. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Username or email').fill(email);
  await main.getByLabel('Password', { exact: false }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens /login and signs in with a seeded persona's (or the given) email and password; with
 * `landing`, waits until the app has moved there.
 */
export async function signIn(
  page: Page,
  who: PersonaKey | Credentials,
  landing?: string,
): Promise<void> {
  await openPage(page, '/login');
  await submitLogin(page, typeof who === 'string' ? PERSONAS[who] : who);
  if (landing !== undefined) await expect(page).toHaveURL(landing);
}

/** Starts the page signed in as a seeded persona with its ready token: no login round trip. */
export async function signInWithToken(page: Page, key: PersonaKey): Promise<void> {
  await storeSession(page, personaSession(key));
}
