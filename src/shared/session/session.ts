/**
 * The signed-in user kept in local storage (spec section 3): exactly six fields, nothing else.
 * Every read and write of the stored user goes through this module.
 */
import { clearArea, readJson, removeItem, writeItem } from '../lib/storage';
import { BUILDER_STORAGE_KEY, PLAN_SELECTION_KEY } from './storage-keys';

export const USER_STORAGE_KEY = 'user';

export interface StoredUser {
  user_id: string;
  username: string;
  email: string;
  role: string;
  token: string;
  expires_at: string;
}

const FIELDS = ['user_id', 'username', 'email', 'role', 'token', 'expires_at'] as const;

/** Keeps only the six stored fields, as strings; anything else the server sent is dropped. */
export function sanitizeUser(data: Partial<Record<keyof StoredUser, unknown>>): StoredUser {
  const out = {} as StoredUser;
  for (const field of FIELDS) {
    const value = data[field];
    out[field] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }
  return out;
}

/** Authenticated means a stored record exists, parses, and has both user_id and token. */
export function isAuthenticated(user: StoredUser | null): user is StoredUser {
  return user !== null && user.user_id !== '' && user.token !== '';
}

/** A token is valid only if expires_at exists and is later than now. */
export function isTokenValid(user: StoredUser | null, now: Date): boolean {
  if (!user || !user.expires_at) return false;
  const expires = Date.parse(user.expires_at);
  return Number.isFinite(expires) && expires > now.getTime();
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; user: StoredUser | null } | undefined;

const userChangeListeners = new Set<Listener>();
/** The user the last change was announced for ('' before the first look, null when none). */
let announcedUserId: string | null | undefined;

function notify(): void {
  cached = undefined;
  for (const listener of listeners) listener();
  announceUserChange();
}

function announceUserChange(): void {
  const userId = readStoredUser()?.user_id ?? null;
  if (announcedUserId === undefined) announcedUserId = userId;
  if (userId === announcedUserId) return;
  announcedUserId = userId;
  for (const listener of userChangeListeners) listener();
}

/**
 * Runs `listener` whenever the signed-in user becomes another one or no one (a sign-in, a
 * sign-out, an expiry, or another tab), in this tab. The first call records who is signed in.
 */
export function onUserChange(listener: Listener): () => void {
  if (announcedUserId === undefined) announcedUserId = readStoredUser()?.user_id ?? null;
  userChangeListeners.add(listener);
  if (typeof window !== 'undefined' && userChangeListeners.size === 1) {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === USER_STORAGE_KEY) announceUserChange();
    });
  }
  return () => userChangeListeners.delete(listener);
}

/** Reads the stored user; an unparsable record is logged and removed. */
export function readStoredUser(): StoredUser | null {
  const parsed = readJson('local', USER_STORAGE_KEY);
  if (parsed === undefined) return null;
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    console.warn('Removing an unparsable stored user record.');
    removeItem('local', USER_STORAGE_KEY);
    return null;
  }
  return sanitizeUser(parsed.value as Record<string, unknown>);
}

export function saveStoredUser(user: Partial<Record<keyof StoredUser, unknown>>): StoredUser {
  const clean = sanitizeUser(user);
  writeItem('local', USER_STORAGE_KEY, JSON.stringify(clean));
  notify();
  return clean;
}

/** Clears the signed-in user (token expired, 401). The plan selection is kept. */
export function clearSession(): void {
  removeItem('local', USER_STORAGE_KEY);
  notify();
}

const logoutListeners = new Set<() => void>();

/** Runs `forget` on every logout, before the token is revoked (the query client's answers). */
export function onLogout(forget: () => void): void {
  logoutListeners.add(forget);
}

/**
 * Logout removes the stored user and the stored plan selections and clears all session storage,
 * after what registered with `onLogout` has forgotten the account.
 */
export function clearOnLogout(): void {
  for (const forget of logoutListeners) forget();
  removeItem('local', USER_STORAGE_KEY);
  removeItem('local', BUILDER_STORAGE_KEY);
  removeItem('session', PLAN_SELECTION_KEY);
  clearArea('session');
  notify();
}

export function currentToken(): string | null {
  const user = readStoredUser();
  return isAuthenticated(user) ? user.token : null;
}

/** For useSyncExternalStore: a stable snapshot until the stored user changes. */
export function sessionSnapshot(): StoredUser | null {
  const raw = typeof window === 'undefined' ? null : safeRaw();
  if (!cached || cached.raw !== raw) cached = { raw, user: readStoredUser() };
  return cached.user;
}

function safeRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) notify();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
