/** The financial profile, with its totals by the shared rule (../model/totals.ts). */
import type { SessionRecord, UserRecord } from '@/features/auth/records';
import { lookupKey, refreshSessions } from '@/features/auth/service';
import { syncSchedule, type ScheduleStore } from '@/features/timeline/service';
import { DETAILS, HttpError } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';
import type { Service } from '@/shared/store/service';
import { FinancialProfileSchema, type profileEndpoints } from '../contract';
import { PROFILE_IDENTITY_FIELDS, type profileIdentityEndpoints } from '../contract/identity';
import { presentIdentity } from '../model/identity';
import { applyProfileUpdate, completeProfile, defaultProfile, totalsFit } from '../model/totals';

/** What the profile service needs from its backend. */
export interface ProfileDeps {
  store: ScheduleStore & { users: Collection<UserRecord>; sessions: Collection<SessionRecord> };
}

/**
 * The financial profile's read, creation and update (a new net income reschedules events), and
 * the account's email and phone.
 */
export function createProfileService({ store }: ProfileDeps): Service<typeof profileEndpoints> {
  const { profiles, users } = store;

  async function userOr404(userId: string) {
    const user = await users.get(userId);
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    return { email: user.email, phone_number: user.phone_number };
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
        await profiles.insert({ id: newObjectId(now), ...profile });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new HttpError(409, DETAILS.profileExists);
        throw error;
      }
      await syncSchedule(store, body.user_id);
      return profile;
    },

    async updateFinancialProfile({ params, body }) {
      // The stored fields only: the record's id and timestamps are not the profile's to change.
      const existing = FinancialProfileSchema.parse(await find(params.user_id));
      const next = applyProfileUpdate(existing, body);
      if (!totalsFit(next)) throw new HttpError(400, DETAILS.expensesTooLarge);
      await profiles.update({ user_id: params.user_id }, { set: next });
      if (next.net_income !== existing.net_income) await syncSchedule(store, params.user_id);
      return next;
    },

    getAccount: ({ params }) => userOr404(params.user_id),

    async updateAccount({ params, body }) {
      await userOr404(params.user_id);
      const change =
        'email' in body
          ? { email: body.email, email_key: lookupKey(body.email) }
          : { phone_number: body.phone_number };
      if ('email' in body) {
        // Sign-in looks names up among emails and usernames alike: neither may be another's.
        const key = lookupKey(body.email);
        const taken = await users.findOne({
          $or: [{ email_key: key }, { username_key: key }],
          id: { $ne: params.user_id },
        });
        if (taken) {
          throw new HttpError(
            409,
            taken.email_key === key ? DETAILS.emailTaken : DETAILS.signInNameTaken,
          );
        }
      }
      try {
        await users.update({ id: params.user_id }, { set: change });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new HttpError(409, DETAILS.emailTaken);
        throw error;
      }
      if ('email' in body)
        await refreshSessions(store.sessions, params.user_id, { email: body.email });
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
}: ProfileDeps): Service<typeof profileIdentityEndpoints> {
  const { profiles } = store;

  async function find(userId: string) {
    const profile = await profiles.findOne({ user_id: userId });
    if (!profile) throw new HttpError(404, DETAILS.profileNotFound);
    return profile;
  }

  return {
    getProfileIdentity: async ({ params }) => presentIdentity(await find(params.user_id)),

    async updateProfileIdentity({ params, body }) {
      await find(params.user_id);
      const set = Object.fromEntries(
        PROFILE_IDENTITY_FIELDS.filter((field) => body[field] !== undefined).map((field) => [
          field,
          body[field],
        ]),
      );
      await profiles.update({ user_id: params.user_id }, { set });
      return presentIdentity(await find(params.user_id));
    },
  };
}
