import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILDER_STORAGE_KEY,
  PLAN_SELECTION_KEY,
  USER_STORAGE_KEY,
  clearOnLogout,
  clearSession,
  currentToken,
  isAuthenticated,
  isTokenValid,
  onUserChange,
  readPlanSelection,
  readStoredUser,
  sanitizeUser,
  savePlanSelection,
  saveStoredUser,
  type StoredUser,
} from './index';

const user: StoredUser = {
  user_id: 'u1',
  username: 'demo',
  email: 'demo@example.com',
  role: 'user',
  token: 'tok',
  expires_at: '2030-01-01T00:00:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('stored user', () => {
  it('keeps exactly the six fields when sanitising', () => {
    const clean = sanitizeUser({ ...user, password: 'secret', phone_number: '1' } as never);
    expect(Object.keys(clean).sort()).toEqual(
      ['email', 'expires_at', 'role', 'token', 'user_id', 'username'].sort(),
    );
  });

  it('stores and reads back the six fields', () => {
    saveStoredUser({ ...user, extra: true } as never);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
    expect(readStoredUser()).toEqual(user);
    expect(currentToken()).toBe('tok');
  });

  it('logs and removes an unparsable record', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('is authenticated only with both user_id and token', () => {
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated({ ...user, token: '' })).toBe(false);
    expect(isAuthenticated({ ...user, user_id: '' })).toBe(false);
    expect(isAuthenticated(user)).toBe(true);
  });

  it('treats a token as valid only when expires_at is later than now', () => {
    const now = new Date('2029-12-31T23:59:59.000Z');
    expect(isTokenValid(user, now)).toBe(true);
    expect(isTokenValid(user, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
    expect(isTokenValid({ ...user, expires_at: '' }, now)).toBe(false);
    expect(isTokenValid({ ...user, expires_at: 'soon' }, now)).toBe(false);
  });

  it('clears the user but keeps the plan selection when the session ends', () => {
    saveStoredUser(user);
    savePlanSelection('upgrade', ['monitoring']);
    clearSession();
    expect(readStoredUser()).toBeNull();
    expect(readPlanSelection()?.basePlan).toBe('upgrade');
  });

  it('removes the user, both plan selections and all session storage on logout', () => {
    saveStoredUser(user);
    savePlanSelection('works', ['monitoring', 'intercept', 'practice', 'assistance']);
    sessionStorage.setItem('other', 'x');
    clearOnLogout();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(BUILDER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(PLAN_SELECTION_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a change of user', () => {
  it('is announced when another user signs in or the user signs out, not on a refresh', () => {
    const changes = vi.fn();
    const stop = onUserChange(changes);
    saveStoredUser(user);
    saveStoredUser({ ...user, token: 'refreshed' });
    expect(changes).toHaveBeenCalledTimes(1);
    saveStoredUser({ ...user, user_id: 'u2', email: 'admin@example.com' });
    expect(changes).toHaveBeenCalledTimes(2);
    clearOnLogout();
    expect(changes).toHaveBeenCalledTimes(3);
    stop();
    saveStoredUser(user);
    expect(changes).toHaveBeenCalledTimes(3);
  });
});

describe('plan selection', () => {
  it('saves basePlan, premiumFeatures in a fixed order and an ISO timestamp', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    savePlanSelection('upgrade', ['intercept', 'monitoring'], now);
    expect(JSON.parse(sessionStorage.getItem(PLAN_SELECTION_KEY)!)).toEqual({
      basePlan: 'upgrade',
      premiumFeatures: ['monitoring', 'intercept'],
      timestamp: '2026-11-22T10:00:00.000Z',
    });
    expect(localStorage.getItem(BUILDER_STORAGE_KEY)).not.toBeNull();
  });

  it('ignores a stored selection that is not a plan', () => {
    sessionStorage.setItem(PLAN_SELECTION_KEY, JSON.stringify({ basePlan: 'gold' }));
    expect(readPlanSelection()).toBeNull();
    sessionStorage.setItem(PLAN_SELECTION_KEY, 'nope');
    expect(readPlanSelection()).toBeNull();
  });
});
