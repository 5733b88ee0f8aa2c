/**
 * The demo's Outbox: in mock mode nothing leaves the browser, so the mail the app would have
 * sent is kept here (and, in the browser, in the tab's session storage beside the database) and
 * shown by the demo tools (`mocks/scenario-panel.ts`) with working links, so a demo can finish
 * a password reset or an email change.
 */
import type { Mailer } from '@/features/account/service/account';
import type { Email } from '@/features/account/model/emails';
import { mockNow } from './clock';

export const OUTBOX_STORAGE_KEY = 'mockOutbox';
/** Only the latest messages are kept. */
const KEEP = 50;

export interface SentEmail extends Email {
  sent_at: string;
}

let sent: SentEmail[] = [];
let storage: Storage | null = null;
const listeners = new Set<() => void>();

/** Newest first. */
export function outbox(): readonly SentEmail[] {
  return sent;
}

export function clearOutbox(): void {
  sent = [];
  storage?.removeItem(OUTBOX_STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the Outbox in `place` from now on, starting with what it already holds. */
export function keepOutboxIn(place: Storage): void {
  storage = place;
  try {
    const saved = JSON.parse(place.getItem(OUTBOX_STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(saved)) sent = saved as SentEmail[];
  } catch {
    place.removeItem(OUTBOX_STORAGE_KEY);
  }
}

/** Where the mail's links lead: this tab's app (in Node, where tests run, localhost). */
export const mockOrigin = () =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const mockMailer: Mailer = {
  send(email) {
    sent = [{ ...email, sent_at: mockNow().toISOString() }, ...sent].slice(0, KEEP);
    try {
      storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(sent));
    } catch {
      // A full storage quota: the Outbox still shows it until the next reload.
    }
    for (const listener of listeners) listener();
    return Promise.resolve();
  },
};
