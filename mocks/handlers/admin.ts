/** The admin area: users (search, pages, role changes) and analytics. Admin role only. */
import { adminEndpoints as api } from '@/features/admin/contract';
import { DEFAULT_PAGE_SIZE, planMix, signupsPerWeek } from '@/features/admin/model/analytics';
import { isActiveStatus } from '@/features/enrollment/model/pricing';
import type { BasePlan } from '@/shared/lib/plans';
import { DETAILS } from '@/shared/api/details';
import { db } from '../db';
import type { UserRecord } from '../records';
import { HttpError, route } from './route';

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
    if (!target) throw new HttpError(404, DETAILS.userNotFound);
    if (target.id === admin.id && body.role !== 'admin') {
      throw new HttpError(409, DETAILS.ownAdminRole);
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
    const active = activeSubscriptions();
    const plans = new Map<BasePlan | 'none', number>();
    for (const user of users) {
      const plan = user.selected_plan ?? 'none';
      plans.set(plan, (plans.get(plan) ?? 0) + 1);
    }
    return {
      totals: {
        users: users.length,
        admins: users.filter((user) => user.role === 'admin').length,
        tradelines: db.tradelines.count(),
        interest_submissions: db.interests.count(),
      },
      signups_per_week: signupsPerWeek(
        users.map((user) => user.created_at),
        now,
      ),
      plan_mix: planMix(plans),
      active_subscriptions: active.length,
      monthly_recurring_revenue: active.reduce((sum, item) => sum + item.monthly_amount, 0),
    };
  }),
];
