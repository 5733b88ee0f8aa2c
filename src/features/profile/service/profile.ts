/** The financial profile, with its totals by the shared rule (../model/totals.ts). */
import type { SessionRecord, SignupDetailsRecord, UserRecord } from '@/features/auth/records';
import { replanPinned, type ScheduleStore } from '@/features/timeline/service';
import { DETAILS, HttpError } from '@/shared/api/details';
import { userTimeZone } from '@/shared/lib/time-zones';
import { newObjectId } from '@/shared/store/ids';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';
import type { Log, Service } from '@/shared/api/service';
import { FinancialProfileSchema, type profileEndpoints } from '../contract';
import { PROFILE_IDENTITY_FIELDS, type profileIdentityEndpoints } from '../contract/identity';
import { presentIdentity } from '../model/identity';
import { applyProfileUpdate, completeProfile, defaultProfile, totalsFit } from '../model/totals';

/** What the profile service needs from its backend. */
export interface ProfileDeps {
  store: ScheduleStore & {
    users: Collection<UserRecord>;
    sessions: Collection<SessionRecord>;
    /** Sign-up's first and last name: the full name until the user gives one. */
    signups: Collection<SignupDetailsRecord>;
  };
  /**
   * A new email (issue 29): checks the current password and the address, then sends the
   * confirmation link (the account service's `requestEmailChange`).
   */
  requestEmailChange: (request: {
    userId: string;
    email: string;
    currentPassword: string;
    now: Date;
    log: Log;
  }) => Promise<void>;
}

/**
 * The financial profile's read, creation and update (a new net income re-plans the steps), and
 * the account's email and phone.
 */
export function createProfileService({
  store,
  requestEmailChange,
}: ProfileDeps): Service<typeof profileEndpoints> {
  const { profiles, users } = store;

  async function userOr404(userId: string) {
    const user = await users.get(userId);
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    const [signup, profile] = await Promise.all([
      store.signups.findOne({ user_account_id: userId }),
      profiles.findOne({ user_id: userId }),
    ]);
    return {
      email: user.email,
      phone_number: user.phone_number,
      email_verified: Boolean(user.email_verified_at),
      pending_email: user.pending_email ?? null,
      first_name: signup?.first_name.trim() || null,
      time_zone: userTimeZone(user.time_zone, profile?.state).zone,
    };
  }

  async function find(userId: string) {
    const profile = await profiles.findOne({ user_id: userId });
    if (!profile) throw new HttpError(404, DETAILS.profileNotFound);
    return profile;
  }

  return {
    getFinancialProfile: ({ params }) => find(params.user_id),

    async createFinancialProfile({ body, now }) {
      if (!(await store.users.get(body.user_id))) throw new HttpError(404, DETAILS.userNotFound);
      // The totals are recomputed from the categories, whatever the caller sent.
      const profile = completeProfile({ ...defaultProfile(body.user_id), ...body });
      if (!totalsFit(profile)) throw new HttpError(400, DETAILS.expensesTooLarge);
      try {
        // The user's debts were planned without net income: their re-plan is due (SV-39).
        await profiles.insert({ id: newObjectId(now), ...profile, replan_due: true });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new HttpError(409, DETAILS.profileExists);
        throw error;
      }
      await replanPinned(store, body.user_id);
      return profile;
    },

    async updateFinancialProfile({ params, body }) {
      // The stored fields only: the record's id and timestamps are not the profile's to change.
      const existing = FinancialProfileSchema.parse(await find(params.user_id));
      const next = applyProfileUpdate(existing, body);
      if (!totalsFit(next)) throw new HttpError(400, DETAILS.expensesTooLarge);
      // A new net income re-plans every pending step: the profile says so, one write however many
      // debts, and readers lay the plan's dates over the stored ones until the steps are written
      // (SV-39, timeline's service/planned.ts).
      const replan = next.net_income !== existing.net_income;
      await profiles.update(
        { user_id: params.user_id },
        { set: replan ? { ...next, replan_due: true } : next },
      );
      if (replan) await replanPinned(store, params.user_id);
      return next;
    },

    getAccount: ({ params }) => userOr404(params.user_id),

    async updateAccount({ params, body, now, log }) {
      await userOr404(params.user_id);
      if ('email' in body) {
        await requestEmailChange({
          userId: params.user_id,
          email: body.email,
          currentPassword: body.current_password,
          now,
          log,
        });
      } else {
        await users.update({ id: params.user_id }, { set: { phone_number: body.phone_number } });
      }
      return userOr404(params.user_id);
    },
  };
}

/**
 * The state, full name and mailing address (issue 27, point 1), kept on the profile's record and
 * served apart from it: 404 before the profile exists, like the profile's read.
 */
export function createProfileIdentityService({
  store,
}: Pick<ProfileDeps, 'store'>): Service<typeof profileIdentityEndpoints> {
  const { profiles, signups } = store;

  async function find(userId: string) {
    const profile = await profiles.findOne({ user_id: userId });
    if (!profile) throw new HttpError(404, DETAILS.profileNotFound);
    return profile;
  }

  const present = async (userId: string) => {
    const [profile, signup] = await Promise.all([
      find(userId),
      signups.findOne({ user_account_id: userId }),
    ]);
    return presentIdentity(profile, signup);
  };

  return {
    getProfileIdentity: ({ params }) => present(params.user_id),

    async updateProfileIdentity({ params, body }) {
      await find(params.user_id);
      const set = Object.fromEntries(
        PROFILE_IDENTITY_FIELDS.filter((field) => body[field] !== undefined).map((field) => [
          field,
          body[field],
        ]),
      );
      await profiles.update({ user_id: params.user_id }, { set });
      return present(params.user_id);
    },
  };
}
