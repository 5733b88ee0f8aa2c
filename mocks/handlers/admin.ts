/** The admin area: users (search, pages, role changes) and analytics. Admin role only. */
import { adminEndpoints as api } from '@/features/admin/contract';
import { isActiveStatus } from '@/features/enrollment/model/pricing';
import { addDays, utcDateOf } from '@/shared/lib/dates';
import { BASE_PLANS } from '@/shared/lib/plans';
import { db } from '../db';
import type { UserRecord } from '../records';
import { HttpError, route } from './route';

export const DEFAULT_PAGE_SIZE = 20;
/** Weeks of sign-ups the analytics show, the current one included. */
export const SIGNUP_WEEKS = 12;

function activeSubscriptions() {
  return db.subscriptions.findMany((q) => q.where({ status: isActiveStatus }));
}

function adminView(user: UserRecord, subscribed: ReadonlySet<string>) {
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    created_at: user.created_at,
    selected_plan: user.selected_plan,
    subscription_active: subscribed.has(user.id),
  };
}

/** The Monday (UTC) of the week a date falls in. */
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export const adminHandlers = [
  route(api.listUsers, ({ query }) => {
    const page = query.page ?? 1;
    const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
    const search = query.search?.toLowerCase() ?? '';
    const matching = db.users
      .findMany()
      .filter(
        (user) =>
          search === '' ||
          user.email.toLowerCase().includes(search) ||
          user.username.toLowerCase().includes(search),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.email.localeCompare(b.email));
    const subscribed = new Set(activeSubscriptions().map((subscription) => subscription.user_id));
    return {
      items: matching
        .slice((page - 1) * page_size, page * page_size)
        .map((user) => adminView(user, subscribed)),
      total: matching.length,
      page,
      page_size,
    };
  }),

  route(api.updateUser, async ({ params, body, user: admin }) => {
    const target = db.users.findFirst((q) => q.where({ id: params.id }));
    if (!target) throw new HttpError(404, 'User not found');
    if (target.id === admin.id && body.role !== 'admin') {
      throw new HttpError(409, 'You cannot remove your own admin role');
    }
    const updated = await db.users.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.role = body.role;
      },
    });
    const subscribed = new Set(activeSubscriptions().map((subscription) => subscription.user_id));
    return adminView(updated!, subscribed);
  }),

  route(api.analytics, ({ now }) => {
    const users = db.users.findMany();
    const thisWeek = weekStart(utcDateOf(now));
    const weeks = Array.from({ length: SIGNUP_WEEKS }, (_, index) =>
      addDays(thisWeek, -7 * (SIGNUP_WEEKS - 1 - index)),
    );
    const perWeek = new Map(weeks.map((week) => [week, 0]));
    for (const user of users) {
      const week = weekStart(utcDateOf(user.created_at));
      if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + 1);
    }
    const active = activeSubscriptions();
    return {
      totals: {
        users: users.length,
        admins: users.filter((user) => user.role === 'admin').length,
        tradelines: db.tradelines.count(),
        interest_submissions: db.interests.count(),
      },
      signups_per_week: weeks.map((week) => ({ week_start: week, count: perWeek.get(week)! })),
      plan_mix: [...BASE_PLANS, 'none' as const].map((plan) => ({
        plan,
        count: users.filter((user) => (user.selected_plan ?? 'none') === plan).length,
      })),
      active_subscriptions: active.length,
      monthly_recurring_revenue: active.reduce((sum, item) => sum + item.monthly_amount, 0),
    };
  }),
];
