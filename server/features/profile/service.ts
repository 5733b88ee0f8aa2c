/** The financial profile (totals by the shared rule) and the account's email and phone. */
import {
  FinancialProfileSchema,
  type CreateFinancialProfileBody,
  type FinancialProfile,
  type UpdateAccountBody,
  type UpdateFinancialProfileBody,
} from '@/features/profile/contract';
import {
  applyProfileUpdate,
  completeProfile,
  defaultProfile,
} from '@/features/profile/model/totals';
import { DETAILS } from '@/shared/api/details';
import { refreshSessions } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError, isDuplicateKey } from '../../platform/errors';
import { lookupKey } from '../auth/model';
import { createScheduleService } from '../timeline/schedule';

/** The stored profile without MongoDB's own fields. */
function present(record: object): FinancialProfile {
  return FinancialProfileSchema.parse(record);
}

export function createProfileService(deps: AppDeps) {
  const { models } = deps;
  const schedule = createScheduleService(deps);

  async function userOr404(userId: string) {
    const user = await models.User.findById(userId).select({ email: 1, phone_number: 1 }).lean();
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    return user;
  }

  async function find(userId: string) {
    return models.FinancialProfile.findOne({ user_id: userId }).lean();
  }

  return {
    async get(userId: string) {
      const profile = await find(userId);
      if (!profile) throw new HttpError(404, DETAILS.profileNotFound);
      return present(profile);
    },

    async create(body: CreateFinancialProfileBody) {
      await userOr404(body.user_id);
      // The totals are recomputed from the categories, whatever the caller sent.
      const profile = completeProfile({ ...defaultProfile(body.user_id), ...body });
      try {
        await models.FinancialProfile.create(profile);
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, DETAILS.profileExists);
        throw error;
      }
      await schedule.sync(body.user_id);
      return profile;
    },

    async update(userId: string, body: UpdateFinancialProfileBody) {
      const existing = await find(userId);
      if (!existing) throw new HttpError(404, DETAILS.profileNotFound);
      const next = applyProfileUpdate(present(existing), body);
      await models.FinancialProfile.updateOne({ user_id: userId }, { $set: next });
      if (next.net_income !== existing.net_income) await schedule.sync(userId);
      return next;
    },

    async account(userId: string) {
      const user = await userOr404(userId);
      return { email: user.email, phone_number: user.phone_number };
    },

    async updateAccount(userId: string, body: UpdateAccountBody) {
      await userOr404(userId);
      const change =
        'email' in body
          ? { email: body.email, email_key: lookupKey(body.email) }
          : { phone_number: body.phone_number };
      if ('email' in body) {
        // Sign-in looks names up among emails and usernames alike: neither may be another's.
        const taken = await models.User.findOne({
          $or: [{ email_key: change.email_key }, { username_key: change.email_key }],
          _id: { $ne: userId },
        })
          .select({ email_key: 1 })
          .lean();
        if (taken) {
          throw new HttpError(
            409,
            taken.email_key === change.email_key ? DETAILS.emailTaken : DETAILS.signInNameTaken,
          );
        }
      }
      try {
        await models.User.updateOne({ _id: userId }, { $set: change });
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, DETAILS.emailTaken);
        throw error;
      }
      if ('email' in body) await refreshSessions(models, userId, { email: body.email });
      return this.account(userId);
    },
  };
}
