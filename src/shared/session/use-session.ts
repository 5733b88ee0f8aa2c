import { useSyncExternalStore } from 'react';
import { sessionSnapshot, subscribeSession, type StoredUser } from './session';

/** The stored user, re-rendering when it changes in this tab or another. */
export function useSession(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => null);
}
