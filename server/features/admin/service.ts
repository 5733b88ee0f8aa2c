/** Users for the admin area and the analytics figures (rules in the admin feature's model). */
import type { AdminUser } from '@/features/admin/contract';
import {
  DEFAULT_PAGE_SIZE,
  planMix,
  recurringRevenue,
  signupsPerWeek,
  signupsSince7Days,
  signupWeeks,
} from '@/features/admin/model/analytics';
import { OPEN_CALL_STATUSES, ROLE_CHANGES_SHOWN } from '@/features/admin/model/calls';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  isActiveStatus,
  monthlyTotal,
} from '@/features/enrollment/model/pricing';
import { DETAILS } from '@/shared/api/details';
import type { BasePlan } from '@/shared/lib/plans';
import { refreshSessions, type Caller } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { UserDoc } from '../auth/model';
import type { SubscriptionDoc } from '../enrollment/model';
import type { RoleChangeDoc } from './model';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type SubscriptionRow = Pick<SubscriptionDoc, 'user_id' | 'status' | 'created_at'>;

export function createAdminService({ models }: AppDeps) {
  const active = { status: { $in: [...ACTIVE_SUBSCRIPTION_STATUSES] } };

  /** Subscriptions and role changes of the given users, for their rows. */
  async function rowsOf(users: UserDoc[]): Promise<AdminUser[]> {
    const ids = users.map((user) => user._id);
    const [subscriptions, changes] = await Promise.all([
      models.Subscription.find({ user_id: { $in: ids } })
        .select({ user_id: 1, status: 1, created_at: 1 })
        .lean<SubscriptionRow[]>(),
      models.RoleChange.find({ user_id: { $in: ids } }).lean<RoleChangeDoc[]>(),
    ]);
    return users.map((user) => {
      const own = subscriptions
        .filter((subscription) => subscription.user_id === user._id)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
      const history = changes
        .filter((change) => change.user_id === user._id)
        .sort((a, b) => b.changed_at.getTime() - a.changed_at.getTime())
        .slice(0, ROLE_CHANGES_SHOWN);
      return {
        user_id: user._id,
        username: user.username,
        email: user.email,
        role: user.role,
        created_at: user.created_at.toISOString(),
        selected_plan: user.selected_plan,
        subscription_active: own.some((subscription) => isActiveStatus(subscription.status)),
        subscription_status: own[0]?.status ?? null,
        role_changes: history.map((change) => ({
          changed_at: change.changed_at.toISOString(),
          changed_by: change.admin_email,
          from: change.from,
          to: change.to,
        })),
      };
    });
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
      return { items: await rowsOf(users), total, page, page_size };
    },

    /**
     * Changes a role and records who did it. The last admin is never demoted: the count is
     * checked first and again after the write (no transactions on FerretDB), and a demotion
     * that left no admin is undone.
     */
    async changeRole(id: string, role: UserDoc['role'], admin: Caller, log: Logger, now: Date) {
      const target = await models.User.findById(id).lean();
      if (!target) throw new HttpError(404, DETAILS.userNotFound);
      const demotes = target.role === 'admin' && role !== 'admin';
      if (demotes && (await models.User.countDocuments({ role: 'admin' })) <= 1) {
        throw new HttpError(409, DETAILS.lastAdmin);
      }
      if (target._id === admin._id && role !== 'admin') {
        throw new HttpError(409, DETAILS.ownAdminRole);
      }
      if (target.role === role) return (await rowsOf([target]))[0]!;
      const changed = await models.User.updateOne(
        { _id: id, role: target.role },
        { $set: { role } },
      );
      if (changed.modifiedCount === 1) {
        if (demotes && (await models.User.countDocuments({ role: 'admin' })) === 0) {
          await models.User.updateOne({ _id: id }, { $set: { role: 'admin' } });
          throw new HttpError(409, DETAILS.lastAdmin);
        }
        await refreshSessions(models, id, { role });
        await models.RoleChange.create({
          user_id: id,
          admin_id: admin._id,
          admin_email: admin.email,
          from: target.role,
          to: role,
          changed_at: now,
        });
        log.info({ admin_id: admin._id, user_id: id, from: target.role, to: role }, 'role changed');
      }
      const updated = await models.User.findById(id).lean();
      return (await rowsOf([updated ?? { ...target, role }]))[0]!;
    },

    async analytics(now: Date) {
      const since = new Date(`${signupWeeks(now)[0]}T00:00:00Z`);
      const [users, admins, tradelines, interests, recent, plans, subscriptions, waiting] =
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
          models.Subscription.find(active).select({ user_id: 1 }).lean(),
          models.Call.countDocuments({ status: { $in: [...OPEN_CALL_STATUSES] } }),
        ]);
      const subscribers = [...new Set(subscriptions.map((subscription) => subscription.user_id))];
      const programs = await models.Program.find({ user_id: { $in: subscribers } }).lean();
      const programOf = new Map(programs.map((program) => [program.user_id, program]));
      const createdAt = recent.map((user) => user.created_at.toISOString());
      return {
        totals: { users, admins, tradelines, interest_submissions: interests },
        signups_per_week: signupsPerWeek(createdAt, now),
        plan_mix: planMix(new Map(plans.map((row) => [row._id ?? 'none', row.count]))),
        active_subscriptions: subscriptions.length,
        active_subscribers: subscribers.length,
        signups_last_7_days: signupsSince7Days(createdAt, now),
        calls_waiting: waiting,
        monthly_recurring_revenue: recurringRevenue(
          subscribers.map((userId) => programOf.get(userId) ?? null),
          monthlyTotal,
        ),
      };
    },
  };
}
