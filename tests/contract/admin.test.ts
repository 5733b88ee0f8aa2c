import { describe, expect, it } from 'vitest';
import { adminEndpoints as api } from '../../src/features/admin/contract';
import { enrollmentEndpoints } from '../../src/features/enrollment/contract';
import { callEndpoints } from '../../src/features/calls/contract';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';

setupBackend();

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** 00:00 UTC on the Monday of the week an instant falls in. */
function mondayOf(time: number): number {
  const day = new Date(time);
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.getTime();
}

describe('GET /admin/users', () => {
  it('pages through the users: the seed has 16, no page holds them all', async () => {
    const page = await call('admin', api.listUsers, { query: {} });
    expectExactAnswer(page);
    expect(page.total).toBe(16);
    const ids: string[] = [];
    for (let number = 1; number <= 4; number += 1) {
      const next = await call('admin', api.listUsers, { query: { page: number, page_size: 4 } });
      expect(next.total).toBe(16);
      expect(next.items).toHaveLength(4);
      ids.push(...next.items.map((user) => user.user_id));
    }
    expect(new Set(ids).size).toBe(16);
    const beyond = await call('admin', api.listUsers, { query: { page: 5, page_size: 4 } });
    expect(beyond.items).toEqual([]);
  });

  it('searches by email or username, showing plan, program, subscription status and sign-up date', async () => {
    const found = await call('admin', api.listUsers, { query: { search: 'demo@' } });
    expect(found.items.map((user) => user.email)).toEqual(['demo@example.com']);
    expect(found.items[0]).toMatchObject({
      selected_plan: 'upgrade',
      program: {
        savings_support: true,
        debt_negotiation: 1,
        email_opt_in: true,
        monthly_amount: 10,
      },
      subscription_active: true,
      subscription_status: 'active',
      role_changes: [],
    });
    const canceled = await call('admin', api.listUsers, { query: { search: 'HARPER' } });
    expect(canceled.items).toHaveLength(1);
    expect(canceled.items[0]).toMatchObject({
      email: 'harper.james@example.net',
      selected_plan: 'works',
      subscription_active: false,
      subscription_status: 'canceled',
    });
    const never = await call('admin', api.listUsers, { query: { search: 'new@example.com' } });
    expect(never.items[0]).toMatchObject({
      subscription_status: null,
      selected_plan: 'basic',
      program: null,
    });
    // Any part of the address or the username (AD-11), in any case.
    const byStart = await call('admin', api.listUsers, { query: { search: 'Harper.J' } });
    expect(byStart.items.map((user) => user.email)).toEqual(['harper.james@example.net']);
    const byDomain = await call('admin', api.listUsers, { query: { search: '@example.net' } });
    expect(byDomain.total).toBe(12);
    const none = await call('admin', api.listUsers, { query: { search: 'nobody.at.all' } });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pages through a search: each page and its total as the whole answer says', async () => {
    const all = await call('admin', api.listUsers, {
      query: { search: '@example.net', page_size: 100 },
    });
    expect(all.total).toBe(12);
    expect(all.items).toHaveLength(12);
    const seen: string[] = [];
    // Full pages, the last part-full one, then one past the end.
    for (const [page, size] of [
      [1, 5],
      [2, 5],
      [3, 2],
      [4, 0],
    ] as const) {
      const answer = await call('admin', api.listUsers, {
        query: { search: '@example.net', page, page_size: 5 },
      });
      expect(answer, `page ${page}`).toMatchObject({ total: 12, page, page_size: 5 });
      expect(answer.items, `page ${page}`).toHaveLength(size);
      seen.push(...answer.items.map((user) => user.user_id));
    }
    expect(seen).toEqual(all.items.map((user) => user.user_id));
    // A text of 6 characters and more is looked up by a longer piece (AD-14): the same users.
    const long = await call('admin', api.listUsers, { query: { search: 'ARPER.JAMES@' } });
    expect(long).toMatchObject({ total: 1, items: [{ email: 'harper.james@example.net' }] });
  });

  it('treats search text literally', async () => {
    const found = await call('admin', api.listUsers, { query: { search: '.*' } });
    expect(found.total).toBe(0);
  });

  it('finds nobody for a search holding a NUL, without failing (the fuzzer found a 500)', async () => {
    const found = await call('admin', api.listUsers, { query: { search: 'demo\u0000' } });
    expect(found).toMatchObject({ items: [], total: 0 });
  });

  it('answers 400 for a page size over 100', async () => {
    await expectStatus('admin', api.listUsers, { query: { page_size: 101 } }, 400);
  });
});

describe('PATCH /admin/users/{id}', () => {
  it("changes another user's role and records who, whom, when, from and to", async () => {
    const before = Date.now();
    const promoted = await call('admin', api.updateUser, {
      params: { id: idOf('newcomer') },
      body: { role: 'admin' },
    });
    expectExactAnswer(promoted);
    expect(promoted.role).toBe('admin');
    expect(promoted.role_changes).toHaveLength(1);
    expect(promoted.role_changes[0]).toMatchObject({
      changed_by: 'admin@example.com',
      from: 'user',
      to: 'admin',
    });
    expect(Date.parse(promoted.role_changes[0]!.changed_at)).toBeGreaterThanOrEqual(before - 1000);

    const demoted = await call('admin', api.updateUser, {
      params: { id: idOf('newcomer') },
      body: { role: 'user' },
    });
    expect(demoted.role_changes.map((change) => [change.from, change.to])).toEqual([
      ['admin', 'user'],
      ['user', 'admin'],
    ]);
    const listed = await call('admin', api.listUsers, { query: { search: 'new@example.com' } });
    expect(listed.items[0]!.role_changes).toEqual(demoted.role_changes);
  });

  it('records nothing when the role does not change', async () => {
    const same = await call('admin', api.updateUser, {
      params: { id: idOf('subscriber') },
      body: { role: 'user' },
    });
    expect(same.role_changes).toEqual([]);
  });

  it('never demotes the last admin, with a detail', async () => {
    const error = await expectStatus(
      'admin',
      api.updateUser,
      { params: { id: idOf('admin') }, body: { role: 'user' } },
      409,
    );
    expect(error.detail).toBe('The last admin cannot be demoted');
    const admins = await call('admin', api.analytics, {});
    expect(admins.totals.admins).toBe(1);
  });

  it('refuses to demote oneself while other admins remain, and the last one after', async () => {
    await call('admin', api.updateUser, {
      params: { id: idOf('newcomer') },
      body: { role: 'admin' },
    });
    const own = await expectStatus(
      'admin',
      api.updateUser,
      { params: { id: idOf('admin') }, body: { role: 'user' } },
      409,
    );
    expect(own.detail).toBe('You cannot remove your own admin role');
    // The newcomer, now an admin, demotes the seeded admin; then is the last admin.
    await call('newcomer', api.updateUser, {
      params: { id: idOf('admin') },
      body: { role: 'user' },
    });
    const last = await expectStatus(
      'newcomer',
      api.updateUser,
      { params: { id: idOf('newcomer') }, body: { role: 'user' } },
      409,
    );
    expect(last.detail).toBe('The last admin cannot be demoted');
  });

  it('answers 404 for an unknown user', async () => {
    await expectStatus(
      'admin',
      api.updateUser,
      { params: { id: 'ffffffffffffffffffffffff' }, body: { role: 'user' } },
      404,
    );
  });
});

describe('GET /admin/analytics', () => {
  it('equals the figures counted by hand from the seed', async () => {
    const analytics = await call('admin', api.analytics, {});
    expectExactAnswer(analytics);
    // 4 personas + 12 customers; 1 admin; the subscriber's 3 debts and the unpaid persona's
    // one; 1 interest form.
    expect(analytics.totals).toEqual({
      users: 16,
      admins: 1,
      tradelines: 4,
      interest_submissions: 1,
    });
    // basic: newcomer, avery, devon, jordan, logan; upgrade: subscriber, blake, finley,
    // kendall; works: unpaid, casey, harper, morgan; none: admin, emery, quinn.
    expect(analytics.plan_mix).toEqual([
      { plan: 'basic', count: 5 },
      { plan: 'upgrade', count: 4 },
      { plan: 'works', count: 4 },
      { plan: 'none', count: 3 },
    ]);
    // Active: subscriber, avery, casey, finley, logan (harper canceled, kendall past due, the
    // unpaid persona none).
    expect(analytics.active_subscriptions).toBe(5);
    expect(analytics.active_subscribers).toBe(5);
    // $5 base, +$2 savings, +$3 / +$5 negotiation level 1 / 2:
    // subscriber 5+2+3 = 10; avery 5; casey 5+2+5 = 12; finley 5+5 = 10; logan (no program) 5.
    expect(analytics.monthly_recurring_revenue).toBe(42);
    // The newcomer (a day ago) and avery and blake (this Monday 00:00 UTC).
    expect(analytics.signups_last_7_days).toBe(3);
    expect(analytics.calls_waiting).toBe(0);

    // Customers by weeks ago: 0:2 1:1 2:2 3:1 4:1 6:1 7:2 9:1 11:1 (oldest week first below);
    // the personas' weeks depend on today's weekday: the newcomer joined 1 day ago, the unpaid
    // persona 12, the subscriber 75, the admin 200 days ago (outside the 12 weeks).
    const counts = [1, 0, 1, 0, 2, 1, 0, 1, 1, 2, 1, 2];
    const thisMonday = mondayOf(Date.now());
    for (const daysAgo of [1, 12, 75]) {
      const weeksAgo = Math.round((thisMonday - mondayOf(Date.now() - daysAgo * DAY_MS)) / WEEK_MS);
      counts[11 - weeksAgo]! += 1;
    }
    const weeks = counts.map((count, index) => ({
      week_start: new Date(thisMonday - (11 - index) * WEEK_MS).toISOString().slice(0, 10),
      count,
    }));
    expect(analytics.signups_per_week).toEqual(weeks);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(15);
  });

  it("prices revenue from each subscriber's program, as the enrollment screen does", async () => {
    await call('subscriber', enrollmentEndpoints.updateProgram, {
      params: { user_id: idOf('subscriber') },
      body: { savings_support: true, debt_negotiation: 2, email_opt_in: true },
    });
    const analytics = await call('admin', api.analytics, {});
    // The subscriber now pays 5 + 2 + 5 = 12 instead of 10.
    expect(analytics.monthly_recurring_revenue).toBe(44);
  });

  it('counts waiting calls', async () => {
    await call('subscriber', callEndpoints.startCall, {
      body: { user_id: idOf('subscriber'), tradeline_name: 'Chase' },
    });
    expect((await call('admin', api.analytics, {})).calls_waiting).toBe(1);
  });
});
