import { describe, expect, it } from 'vitest';
import type { StoredUser } from '@/shared/session';
import { ADMIN_PREFIXES, PROTECTED_PREFIXES, checkAccess, matchesPrefix } from './check-access';

const now = new Date('2026-11-22T12:00:00.000Z');
const member: StoredUser = {
  user_id: 'u1',
  username: 'demo',
  email: 'demo@example.com',
  role: 'user',
  token: 'tok',
  expires_at: '2026-11-22T13:00:00.000Z',
};
const admin: StoredUser = { ...member, user_id: 'a1', role: 'admin' };
const expired: StoredUser = { ...member, expires_at: '2026-11-22T11:59:59.000Z' };

describe('checkAccess', () => {
  it('allows every visitor on public paths', () => {
    for (const path of ['/', '/login', '/financial-plan', '/portalx', '/administration']) {
      expect(checkAccess(path, null, now)).toEqual({ allowed: true });
    }
  });

  it.each(PROTECTED_PREFIXES)('sends a signed-out visitor of %s to /login', (path) => {
    expect(checkAccess(path, null, now)).toEqual({
      allowed: false,
      redirectTo: '/login',
      reason: 'Authentication required',
      clearSession: false,
    });
  });

  it('treats a record without user_id or token as signed out', () => {
    expect(checkAccess('/portal', { ...member, token: '' }, now)).toMatchObject({
      reason: 'Authentication required',
    });
    expect(checkAccess('/portal', { ...member, user_id: '' }, now)).toMatchObject({
      reason: 'Authentication required',
    });
  });

  it('clears the session and sends to /login when the token expired', () => {
    expect(checkAccess('/portal/email', expired, now)).toEqual({
      allowed: false,
      redirectTo: '/login',
      reason: 'Token expired',
      clearSession: true,
    });
  });

  it('treats a missing or unreadable expiry as expired', () => {
    expect(checkAccess('/portal', { ...member, expires_at: '' }, now)).toMatchObject({
      reason: 'Token expired',
    });
    expect(checkAccess('/portal', { ...member, expires_at: 'tomorrow' }, now)).toMatchObject({
      reason: 'Token expired',
    });
  });

  it('expires exactly at expires_at', () => {
    const atExpiry = new Date(member.expires_at);
    expect(checkAccess('/portal', member, atExpiry)).toMatchObject({ reason: 'Token expired' });
  });

  it('allows a signed-in user with a valid token into the portal', () => {
    expect(checkAccess('/portal/take-action', member, now)).toEqual({ allowed: true });
  });

  it.each(ADMIN_PREFIXES)('sends a non-admin on %s to / with a reason', (path) => {
    expect(checkAccess(path, member, now)).toEqual({
      allowed: false,
      redirectTo: '/',
      reason: 'Admin access required',
      clearSession: false,
    });
  });

  it('asks a signed-out visitor of an admin path to sign in first', () => {
    expect(checkAccess('/admin/users', null, now)).toMatchObject({
      redirectTo: '/login',
      reason: 'Authentication required',
    });
    expect(checkAccess('/admin', { ...admin, expires_at: expired.expires_at }, now)).toMatchObject({
      reason: 'Token expired',
      clearSession: true,
    });
  });

  it('allows an admin on admin and portal paths', () => {
    expect(checkAccess('/admin/analytics', admin, now)).toEqual({ allowed: true });
    expect(checkAccess('/portal', admin, now)).toEqual({ allowed: true });
  });
});

describe('matchesPrefix', () => {
  it('matches the prefix and paths below it only', () => {
    expect(matchesPrefix('/portal', ['/portal'])).toBe(true);
    expect(matchesPrefix('/portal/my-home/x', ['/portal'])).toBe(true);
    expect(matchesPrefix('/portals', ['/portal'])).toBe(false);
  });
});
