/** Users for the admin area and the analytics figures (rules in the admin feature's model). */
import type { AdminUser } from '@/features/admin/contract';
import {
  DEFAULT_PAGE_SIZE,
  planMix,
  signupsPerWeek,
  signupWeeks,
} from '@/features/admin/model/analytics';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@/features/enrollment/model/pricing';
import { DETAILS } from '@/shared/api/details';
import type { BasePlan } from '@/shared/lib/plans';
import { refreshSessions, type Caller } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { UserDoc } from '../auth/model';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createAdminService({ models }: AppDeps) {
  const active = { status: { $in: [...ACTIVE_SUBSCRIPTION_STATUSES] } };

  async function subscribedAmong(userIds: string[]): Promise<Set<string>> {
    const rows = await models.Subscription.find({ ...active, user_id: { $in: userIds } })
      .select({ user_id: 1 })
      .lean();
    return new Set(rows.map((row) => row.user_id));
  }

  function view(user: UserDoc, subscribed: ReadonlySet<string>): AdminUser {
    return {
      user_id: user._id,
      username: user.username,
      email: user.email,
      role: user.role,
      created_at: user.created_at.toISOString(),
      selected_plan: user.selected_plan,
      subscription_active: subscribed.has(user._id),
    };
  }

  return {
    async users(query: { search?: string; page?: number; page_size?: number }) {
      const page = query.page ?? 1;
      const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
      const search = query.search?.toLowerCase() ?? '';
      const filter =
        search === ''
          ? {}
          : {
              $or: [
                { email_key: { $regex: escapeRegExp(search) } },
                { username_key: { $regex: escapeRegExp(search) } },
              ],
            };
      const [users, total] = await Promise.all([
        models.User.find(filter)
          .sort({ created_at: -1, email_key: 1 })
          .skip((page - 1) * page_size)
          .limit(page_size)
          .lean(),
        models.User.countDocuments(filter),
      ]);
      const subscribed = await subscribedAmong(users.map((user) => user._id));
      return { items: users.map((user) => view(user, subscribed)), total, page, page_size };
    },

    async changeRole(id: string, role: UserDoc['role'], admin: Caller, log: Logger) {
      const target = await models.User.findById(id).lean();
      if (!target) throw new HttpError(404, DETAILS.userNotFound);
      if (target._id === admin._id && role !== 'admin') {
        throw new HttpError(409, DETAILS.ownAdminRole);
      }
      await models.User.updateOne({ _id: id }, { $set: { role } });
      await refreshSessions(models, id, { role });
      log.info({ admin_id: admin._id, user_id: id, role }, 'role changed');
      return view({ ...target, role }, await subscribedAmong([id]));
    },

    async analytics(now: Date) {
      const since = new Date(`${signupWeeks(now)[0]}T00:00:00Z`);
      const [users, admins, tradelines, interests, recent, plans, subscriptions] =
        await Promise.all([
          models.User.countDocuments(),
          models.User.countDocuments({ role: 'admin' }),
          models.Tradeline.countDocuments(),
          models.Interest.countDocuments(),
          models.User.find({ created_at: { $gte: since } })
            .select({ created_at: 1 })
            .lean(),
          models.User.aggregate<{ _id: BasePlan | null; count: number }>([
            { $group: { _id: '$selected_plan', count: { $sum: 1 } } },
          ]),
          models.Subscription.find(active).select({ monthly_amount: 1 }).lean(),
        ]);
      return {
        totals: { users, admins, tradelines, interest_submissions: interests },
        signups_per_week: signupsPerWeek(
          recent.map((user) => user.created_at.toISOString()),
          now,
        ),
        plan_mix: planMix(new Map(plans.map((row) => [row._id ?? 'none', row.count]))),
        active_subscriptions: subscriptions.length,
        monthly_recurring_revenue: subscriptions.reduce(
          (sum, item) => sum + item.monthly_amount,
          0,
        ),
      };
    },
  };
}
