/**
 * The admin area on both backends: users (search, pages, audited role changes) and the
 * analytics figures (rules in the admin feature's model).
 */
import { searchGramOf, type SessionRecord, type UserRecord } from '@/features/auth/records';
import { refreshSessions } from '@/features/auth/service';
import { isActiveStatus, monthlyTotal as programTotal } from '@/features/enrollment/model/pricing';
import type { ProgramRecord, SubscriptionRecord } from '@/features/enrollment/records';
import type { InterestRecord } from '@/features/plan-builder/records';
import type { CallRecord } from '@/features/calls/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { DETAILS, HttpError } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import type { Collection, Filter } from '@/shared/store/port';
import type { Service } from '@/shared/api/service';
import type { AdminUser, adminEndpoints } from '../contract';
import { DEFAULT_PAGE_SIZE, ROLE_CHANGES_SHOWN } from '../model/analytics';
import { analyticsOf, counterValues } from '../model/counters';
import type { CounterRecord, RoleChangeRecord } from '../records';

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
    counters: Collection<CounterRecord>;
  };
}

/** The admin area's users and analytics. */
export function createAdminService({ store }: AdminDeps): Service<typeof adminEndpoints> {
  /**
   * The rows of the given users (a page), with their latest subscription and role changes: a
   * lookup per user by equality, which an index serves on MongoDB and on FerretDB alike (an
   * `$in` of the page's ids reads every subscription and program on FerretDB; SV-34).
   */
  async function rowsOf(users: UserRecord[]): Promise<AdminUser[]> {
    return Promise.all(users.map(rowOf));
  }

  async function rowOf(user: UserRecord): Promise<AdminUser> {
    const own = { user_id: user.id };
    const [subscriptions, changes, program] = await Promise.all([
      store.subscriptions.find(own, { sort: { created_at: -1 } }),
      store.roleChanges.find(own, { sort: { changed_at: -1 }, limit: ROLE_CHANGES_SHOWN }),
      store.programs.findOne(own),
    ]);
    return {
      user_id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      created_at: user.created_at,
      selected_plan: user.selected_plan,
      program: program
        ? {
            savings_support: program.savings_support,
            debt_negotiation: program.debt_negotiation,
            email_opt_in: program.email_opt_in,
            monthly_amount: programTotal(program),
          }
        : null,
      subscription_active: subscriptions.some((subscription) =>
        isActiveStatus(subscription.status),
      ),
      subscription_status: subscriptions[0]?.status ?? null,
      role_changes: changes.map((change) => ({
        changed_at: change.changed_at,
        changed_by: change.admin_email,
        from: change.from,
        to: change.to,
      })),
    };
  }

  const admins: Filter<UserRecord> = { role: 'admin' };

  return {
    async listUsers({ query }) {
      const page = query.page ?? 1;
      const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
      const search = query.search ?? '';
      // The database searches and pages: any part of the lower-cased keys the sign-in looks
      // users up by (AD-11: an admin looks for 'smith' or '@example.net' too, so not only a
      // prefix), among the users holding one stored piece of the text, which an index finds by
      // equality on both databases (SV-34, AD-14).
      const gram = searchGramOf(search);
      const filter: Filter<UserRecord> =
        search === ''
          ? {}
          : {
              ...(gram === null ? {} : { search_grams: gram }),
              $or: [{ email_key: { $contains: search } }, { username_key: { $contains: search } }],
            };
      const skip = (page - 1) * page_size;
      const users = await store.users.find(filter, {
        sort: { created_at: -1, email: 1 },
        skip,
        limit: page_size,
      });
      // A page that is not full and not past the end tells the total: one query, not a second
      // pass over the same users to count them (AD-14).
      const total =
        users.length < page_size && (users.length > 0 || skip === 0)
          ? skip + users.length
          : await store.users.count(filter);
      return { items: await rowsOf(users), total, page, page_size };
    },

    /**
     * Changes a role and records who did it. The last admin is never demoted: the count is
     * checked first and again after the write (no transactions on FerretDB), and a demotion
     * that left no admin is undone. Each step is safe should the process stop after it
     * (issue 23, point 7): a demotion lowers the user's sessions first, so they never hold more
     * than the stored role; the audit record is written before the change, so no change is ever
     * stored without one (a change that does not land takes its record back); the sessions then
     * follow the stored role, also on a retry that finds the change already made.
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
      if (target.role === role) {
        await refreshSessions(store.sessions, id, { role });
        return (await rowsOf([target]))[0]!;
      }
      if (demotes) await refreshSessions(store.sessions, id, { role });
      const record = await store.roleChanges.insert({
        id: newObjectId(now),
        user_id: id,
        admin_id: admin.id,
        admin_email: admin.email,
        from: target.role,
        to: role,
        changed_at: now.toISOString(),
      });
      const applied =
        (await store.users.update({ id, role: target.role }, { set: { role } })) === 1;
      const undone = applied && demotes && (await store.users.count(admins)) === 0;
      if (undone) await store.users.update({ id }, { set: { role: 'admin' } });
      if (!applied || undone) await store.roleChanges.remove({ id: record.id });
      const stored = (await store.users.get(id)) ?? { ...target, role };
      await refreshSessions(store.sessions, id, { role: stored.role });
      if (undone) throw new HttpError(409, DETAILS.lastAdmin);
      if (applied) {
        log.info({ admin_id: admin.id, user_id: id, from: target.role, to: role }, 'role changed');
      }
      return (await rowsOf([stored]))[0]!;
    },

    /**
     * The figures from their counters, kept as the data changes and reconciled by a scheduled
     * recount (AD-13): one read of a few hundred small records, whatever the number of users.
     */
    async analytics({ now }) {
      return analyticsOf(counterValues(await store.counters.find()), now);
    },
  };
}
