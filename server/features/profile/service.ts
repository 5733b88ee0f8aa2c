/** The account's email and phone. */
import type { UpdateAccountBody } from '@/features/profile/contract';
import { DETAILS } from '@/shared/api/details';
import { refreshSessions } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError, isDuplicateKey } from '../../platform/errors';
import { lookupKey } from '../auth/model';

export function createAccountService(deps: AppDeps) {
  const { models } = deps;

  async function userOr404(userId: string) {
    const user = await models.User.findById(userId).select({ email: 1, phone_number: 1 }).lean();
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    return user;
  }

  return {
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
