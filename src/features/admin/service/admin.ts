/**
 * The admin area on both backends: users (search, pages, audited role changes) and the
 * analytics figures (rules in the admin feature's model).
 */
import type { SessionRecord, UserRecord } from '@/features/auth/records';
import { refreshSessions } from '@/features/auth/service';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  isActiveStatus,
  monthlyTotal,
} from '@/features/enrollment/model/pricing';
import type { ProgramRecord, SubscriptionRecord } from '@/features/enrollment/records';
import type { InterestRecord } from '@/features/plan-builder/records';
import type { CallRecord } from '@/features/timeline/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { DETAILS, HttpError } from '@/shared/api/details';
import { BASE_PLANS } from '@/shared/lib/plans';
import { newObjectId } from '@/shared/store/ids';
import type { Collection, Filter } from '@/shared/store/port';
import type { Service } from '@/shared/store/service';
import type { AdminUser, adminEndpoints } from '../contract';
import {
  DEFAULT_PAGE_SIZE,
  planMix,
  recurringRevenue,
  signupsPerWeek,
  signupsSince7Days,
  signupWeeks,
} from '../model/analytics';
import { OPEN_CALL_STATUSES, ROLE_CHANGES_SHOWN } from '../model/calls';
import type { RoleChangeRecord } from '../records';

/** What the admin service works with. */
export interface AdminDeps {
  store: {
    users: Collection<UserRecord>;
    roleChanges: Collection<RoleChangeRecord>;
    subscriptions: Collection<SubscriptionRecord>;
    programs: Collection<ProgramRecord>;
    tradelines: Collection<TradelineRecord>;
    interests: Collection<InterestRecord>;
    calls: Collection<CallRecord>;
    sessions: Collection<SessionRecord>;
  };
}

/** The admin area's users and analytics. */
export function createAdminService({ store }: AdminDeps): Service<typeof adminEndpoints> {
  /** The rows of the given users, with their latest subscription and role changes. */
  async function rowsOf(users: UserRecord[]): Promise<AdminUser[]> {
    const ids = { user_id: { $in: users.map((user) => user.id) } };
    const [subscriptions, changes] = await Promise.all([
      store.subscriptions.find(ids, { sort: { created_at: -1 } }),
      store.roleChanges.find(ids, { sort: { changed_at: -1 } }),
    ]);
    return users.map((user) => {
      const own = subscriptions.filter((subscription) => subscription.user_id === user.id);
      return {
        user_id: user.id,
        username: user.username,
        email: user.email,
        role: user.role,
        created_at: user.created_at,
        selected_plan: user.selected_plan,
        subscription_active: own.some((subscription) => isActiveStatus(subscription.status)),
        subscription_status: own[0]?.status ?? null,
        role_changes: changes
          .filter((change) => change.user_id === user.id)
          .slice(0, ROLE_CHANGES_SHOWN)
          .map((change) => ({
            changed_at: change.changed_at,
            changed_by: change.admin_email,
            from: change.from,
            to: change.to,
          })),
      };
    });
  }

  const admins: Filter<UserRecord> = { role: 'admin' };

  return {
    async listUsers({ query }) {
      const page = query.page ?? 1;
      const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
      const search = query.search?.toLowerCase() ?? '';
      const sort = { created_at: -1, email: 1 } as const;
      const window = { skip: (page - 1) * page_size, limit: page_size };
      if (search === '') {
        const [users, total] = await Promise.all([
          store.users.find({}, { sort, ...window }),
          store.users.count(),
        ]);
        return { items: await rowsOf(users), total, page, page_size };
      }
      // The port has no text search: the search filters the sorted users here.
      const matching = (await store.users.find({}, { sort })).filter(
        (user) =>
          user.email.toLowerCase().includes(search) || user.username.toLowerCase().includes(search),
      );
      const items = matching.slice(window.skip, window.skip + page_size);
      return { items: await rowsOf(items), total: matching.length, page, page_size };
    },

    /**
     * Changes a role and records who did it. The last admin is never demoted: the count is
     * checked first and again after the write (no transactions on FerretDB), and a demotion
     * that left no admin is undone.
     */
    async updateUser({ params: { id }, body: { role }, user: admin, now, log }) {
      const target = await store.users.get(id);
      if (!target) throw new HttpError(404, DETAILS.userNotFound);
      const demotes = target.role === 'admin' && role !== 'admin';
      if (demotes && (await store.users.count(admins)) <= 1) {
        throw new HttpError(409, DETAILS.lastAdmin);
      }
      if (target.id === admin.id && role !== 'admin') {
        throw new HttpError(409, DETAILS.ownAdminRole);
      }
      if (target.role === role) return (await rowsOf([target]))[0]!;
      if ((await store.users.update({ id, role: target.role }, { set: { role } })) === 1) {
        if (demotes && (await store.users.count(admins)) === 0) {
          await store.users.update({ id }, { set: { role: 'admin' } });
          throw new HttpError(409, DETAILS.lastAdmin);
        }
        // The callers' copies in the user's sessions follow at once.
        await refreshSessions(store.sessions, id, { role });
        await store.roleChanges.insert({
          id: newObjectId(now),
          user_id: id,
          admin_id: admin.id,
          admin_email: admin.email,
          from: target.role,
          to: role,
          changed_at: now.toISOString(),
        });
        log.info({ admin_id: admin.id, user_id: id, from: target.role, to: role }, 'role changed');
      }
      const updated = await store.users.get(id);
      return (await rowsOf([updated ?? { ...target, role }]))[0]!;
    },

    async analytics({ now }) {
      const since = `${signupWeeks(now)[0]}T00:00:00.000Z`;
      const plans = [...BASE_PLANS, null] as const;
      const [users, adminCount, tradelines, interests, recent, perPlan, active, waiting] =
        await Promise.all([
          store.users.count(),
          store.users.count(admins),
          store.tradelines.count(),
          store.interests.count(),
          store.users.find({ created_at: { $gte: since } }),
          Promise.all(plans.map((plan) => store.users.count({ selected_plan: plan }))),
          store.subscriptions.find({ status: { $in: [...ACTIVE_SUBSCRIPTION_STATUSES] } }),
          store.calls.count({ status: { $in: [...OPEN_CALL_STATUSES] } }),
        ]);
      const subscribers = [...new Set(active.map((subscription) => subscription.user_id))];
      const programs = await store.programs.find({ user_id: { $in: subscribers } });
      const programOf = new Map(programs.map((program) => [program.user_id, program]));
      const createdAt = recent.map((user) => user.created_at);
      return {
        totals: { users, admins: adminCount, tradelines, interest_submissions: interests },
        signups_per_week: signupsPerWeek(createdAt, now),
        plan_mix: planMix(new Map(plans.map((plan, index) => [plan ?? 'none', perPlan[index]!]))),
        active_subscriptions: active.length,
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
