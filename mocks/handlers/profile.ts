/** The financial profile and the account's contact details. */
import { profileEndpoints as api } from '@/features/profile/contract';
import { createProfileService } from '@/features/profile/service/profile';
import { DETAILS } from '@/shared/api/details';
import { db } from '../db';
import { store } from '../store';
import { HttpError, route, serviceHandlers } from './route';

function userOr404(userId: string) {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  if (!user) throw new HttpError(404, DETAILS.userNotFound);
  return user;
}

export const profileHandlers = [
  ...serviceHandlers(api, createProfileService({ store })),

  route(api.getAccount, ({ params }) => {
    const user = userOr404(params.user_id);
    return { email: user.email, phone_number: user.phone_number };
  }),

  route(api.updateAccount, async ({ params, body }) => {
    userOr404(params.user_id);
    if ('email' in body) {
      // Sign-in looks names up among emails and usernames alike: neither may be another's.
      const wanted = body.email.trim().toLowerCase();
      const others = db.users.findMany((q) => q.where((user) => user.id !== params.user_id));
      if (others.some((user) => user.email.toLowerCase() === wanted)) {
        throw new HttpError(409, DETAILS.emailTaken);
      }
      if (others.some((user) => user.username.toLowerCase() === wanted)) {
        throw new HttpError(409, DETAILS.signInNameTaken);
      }
    }
    const updated = await db.users.update((q) => q.where({ id: params.user_id }), {
      data(user) {
        if ('email' in body) user.email = body.email;
        else user.phone_number = body.phone_number;
      },
    });
    return { email: updated!.email, phone_number: updated!.phone_number };
  }),
];
