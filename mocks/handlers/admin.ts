/** The admin area: users (search, pages, audited role changes) and analytics. Admin role only. */
import { adminEndpoints as api, type AdminUser } from '@/features/admin/contract';
import {
  DEFAULT_PAGE_SIZE,
  planMix,
  recurringRevenue,
  signupsPerWeek,
  signupsSince7Days,
} from '@/features/admin/model/analytics';
import { OPEN_CALL_STATUSES, ROLE_CHANGES_SHOWN } from '@/features/admin/model/calls';
import { isActiveStatus, monthlyTotal } from '@/features/enrollment/model/pricing';
import type { BasePlan } from '@/shared/lib/plans';
import { DETAILS } from '@/shared/api/details';
import { db } from '../db';
import type { UserRecord } from '../records';
import { HttpError, newObjectId, route } from './route';

function activeSubscriptions() {
  return db.subscriptions.findMany((q) => q.where({ status: isActiveStatus }));
}

function adminView(user: UserRecord): AdminUser {
  const subscriptions = db.subscriptions
    .findMany((q) => q.where({ user_id: user.id }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const changes = db.roleChanges
    .findMany((q) => q.where({ user_id: user.id }))
    .sort((a, b) => b.changed_at.localeCompare(a.changed_at))
    .slice(0, ROLE_CHANGES_SHOWN);
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    created_at: user.created_at,
    selected_plan: user.selected_plan,
    subscription_active: subscriptions.some((subscription) => isActiveStatus(subscription.status)),
    subscription_status: subscriptions[0]?.status ?? null,
    role_changes: changes.map((change) => ({
      changed_at: change.changed_at,
      changed_by: change.admin_email,
      from: change.from,
      to: change.to,
    })),
  };
}

function adminCount() {
  return db.users.findMany((q) => q.where({ role: 'admin' })).length;
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
    return {
      items: matching.slice((page - 1) * page_size, page * page_size).map(adminView),
      total: matching.length,
      page,
      page_size,
    };
  }),

  route(api.updateUser, async ({ params, body, user: admin, now }) => {
    const target = db.users.findFirst((q) => q.where({ id: params.id }));
    if (!target) throw new HttpError(404, DETAILS.userNotFound);
    const demotes = target.role === 'admin' && body.role !== 'admin';
    if (demotes && adminCount() <= 1) throw new HttpError(409, DETAILS.lastAdmin);
    if (target.id === admin.id && body.role !== 'admin') {
      throw new HttpError(409, DETAILS.ownAdminRole);
    }
    if (target.role === body.role) return adminView(target);
    const updated = await db.users.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.role = body.role;
      },
    });
    await db.roleChanges.create({
      id: newObjectId(),
      user_id: target.id,
      admin_id: admin.id,
      admin_email: admin.email,
      from: target.role,
      to: body.role,
      changed_at: now.toISOString(),
    });
    return adminView(updated!);
  }),

  route(api.analytics, ({ now }) => {
    const users = db.users.findMany();
    const active = activeSubscriptions();
    const subscribers = [...new Set(active.map((subscription) => subscription.user_id))];
    const plans = new Map<BasePlan | 'none', number>();
    for (const user of users) {
      const plan = user.selected_plan ?? 'none';
      plans.set(plan, (plans.get(plan) ?? 0) + 1);
    }
    const createdAt = users.map((user) => user.created_at);
    return {
      totals: {
        users: users.length,
        admins: users.filter((user) => user.role === 'admin').length,
        tradelines: db.tradelines.count(),
        interest_submissions: db.interests.count(),
      },
      signups_per_week: signupsPerWeek(createdAt, now),
      plan_mix: planMix(plans),
      active_subscriptions: active.length,
      active_subscribers: subscribers.length,
      signups_last_7_days: signupsSince7Days(createdAt, now),
      calls_waiting: db.calls.findMany((q) =>
        q.where({ status: (status) => (OPEN_CALL_STATUSES as readonly string[]).includes(status) }),
      ).length,
      monthly_recurring_revenue: recurringRevenue(
        subscribers.map(
          (userId) => db.programs.findFirst((q) => q.where({ user_id: userId })) ?? null,
        ),
        monthlyTotal,
      ),
    };
  }),
];
