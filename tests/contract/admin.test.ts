import { describe, expect, it } from 'vitest';
import { adminEndpoints as api } from '../../src/features/admin/contract';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';

setupBackend();

describe('GET /admin/users', () => {
  it('pages through the users', async () => {
    const page = await call('admin', api.listUsers, { query: {} });
    expectExactAnswer(page);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const first = await call('admin', api.listUsers, { query: { page: 1, page_size: 2 } });
    const second = await call('admin', api.listUsers, { query: { page: 2, page_size: 2 } });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(page.total);
    const ids = [...first.items, ...second.items].map((user) => user.user_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('searches by email', async () => {
    const found = await call('admin', api.listUsers, { query: { search: 'demo@' } });
    expect(found.items.map((user) => user.email)).toEqual(['demo@example.com']);
    expect(found.items[0]!.subscription_active).toBe(true);
  });

  it('answers 400 for a page size over 100', async () => {
    await expectStatus('admin', api.listUsers, { query: { page_size: 101 } }, 400);
  });
});

describe('PATCH /admin/users/{id}', () => {
  it("changes another user's role", async () => {
    const updated = await call('admin', api.updateUser, {
      params: { id: idOf('newcomer') },
      body: { role: 'admin' },
    });
    expectExactAnswer(updated);
    expect(updated.role).toBe('admin');
  });

  it('refuses to demote oneself (409) and answers 404 for an unknown user', async () => {
    await expectStatus(
      'admin',
      api.updateUser,
      { params: { id: idOf('admin') }, body: { role: 'user' } },
      409,
    );
    await expectStatus(
      'admin',
      api.updateUser,
      {
        params: { id: 'ffffffffffffffffffffffff' },
        body: { role: 'user' },
      },
      404,
    );
  });
});

describe('GET /admin/analytics', () => {
  it('reports totals, weekly sign-ups, the plan mix and revenue', async () => {
    const analytics = await call('admin', api.analytics, {});
    expectExactAnswer(analytics);
    expect(analytics.totals.users).toBeGreaterThanOrEqual(3);
    expect(analytics.totals.admins).toBeGreaterThanOrEqual(1);
    expect(analytics.totals.tradelines).toBeGreaterThanOrEqual(3);
    expect(analytics.active_subscriptions).toBeGreaterThanOrEqual(1);
    expect(analytics.monthly_recurring_revenue).toBeGreaterThan(0);
    const mix = analytics.plan_mix.reduce((sum, item) => sum + item.count, 0);
    expect(mix).toBe(analytics.totals.users);
    const weeks = analytics.signups_per_week.map((week) => week.week_start);
    expect(weeks).toEqual([...weeks].sort());
  });
});
