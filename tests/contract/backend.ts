/**
 * What the contract suite needs from a backend. The suite runs unchanged against any backend
 * that implements this: `CONTRACT_BACKEND=msw` (the default) or `server` picks
 * `tests/contract/backends/<name>.ts`, whose default export creates the backend.
 */
import type { PersonaCredentials, PersonaKey } from '../../mocks/personas';
import type { ReminderRun } from '../../src/features/account/service/reminders';

export interface ContractBackend {
  readonly name: string;
  /** Starts the backend (listen, connect, seed); called once per test file. */
  start(): Promise<void>;
  /** Stops it and frees its resources. */
  stop(): Promise<void>;
  /** The API base the client calls, ending in `/api` (no trailing slash). */
  readonly baseUrl: string;
  /** The fetch the client uses; the global one when omitted. */
  readonly fetch?: typeof fetch;
  /** Restores the seed: the personas of DESIGN.md section 9 and nothing else. */
  reset(): Promise<void>;
  /** A token of the persona whose `expires_at` has passed (the backend answers 401). */
  expiredToken(persona: PersonaKey): Promise<string>;
  /** An ID token the backend's Google identity adapter accepts for this Google account. */
  googleIdToken(identity: { sub: string; email?: string; email_verified?: boolean }): string;
  /** The Stripe price id of the base plan that `POST /stripe/subscriptions` accepts. */
  readonly basePriceId: string;
  /**
   * Waits until `count` emails of `subject` reached `address` (the mock's Outbox, the server's
   * Mailpit); answers them, newest first. Mailpit is shared by test files: use a fresh address.
   */
  waitForMail(address: string, subject: string, count?: number): Promise<SentMail[]>;
  /** Runs the reminder job (every kind) once, as the server's scheduler does, at the instant `now`. */
  runReminders(now: Date): Promise<ReminderRun>;
  /** The seeded personas' credentials and ids. */
  readonly personas: Readonly<Record<PersonaKey, PersonaCredentials>>;
}

/** An email as a test reads it. */
export interface SentMail {
  subject: string;
  text: string;
  html: string;
  /** The extra headers (List-Unsubscribe); Mailpit gives each as a list. */
  headers?: Record<string, string | string[]>;
}

export type BackendFactory = () => ContractBackend;

/** The backend named by CONTRACT_BACKEND (default `msw`). */
export async function loadBackend(): Promise<ContractBackend> {
  const name = process.env.CONTRACT_BACKEND?.trim() || 'msw';
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Bad CONTRACT_BACKEND "${name}"`);
  const module = (await import(/* @vite-ignore */ `./backends/${name}.ts`)) as {
    default: BackendFactory;
  };
  return module.default();
}
