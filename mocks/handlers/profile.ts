/** The financial profile and the account's contact details. */
import { profileEndpoints as api } from '@/features/profile/contract';
import {
  applyProfileUpdate,
  completeProfile,
  defaultProfile,
} from '@/features/profile/model/totals';
import { DETAILS } from '@/shared/api/details';
import { lookupKey } from '@/features/auth/service/auth';
import { refreshSessions } from '@/features/auth/service/sessions';
import { db } from '../db';
import { store } from '../store';
import { HttpError, route } from './route';
import { syncSchedule } from './schedule';

function userOr404(userId: string) {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  if (!user) throw new HttpError(404, DETAILS.userNotFound);
  return user;
}

export const profileHandlers = [
  route(api.getFinancialProfile, ({ params }) => {
    const profile = db.profiles.findFirst((q) => q.where({ user_id: params.user_id }));
    if (!profile) throw new HttpError(404, DETAILS.profileNotFound);
    return profile;
  }),

  route(api.createFinancialProfile, async ({ body }) => {
    userOr404(body.user_id);
    if (db.profiles.findFirst((q) => q.where({ user_id: body.user_id }))) {
      throw new HttpError(409, DETAILS.profileExists);
    }
    // The totals are recomputed from the categories, whatever the caller sent.
    const profile = await db.profiles.create(
      completeProfile({ ...defaultProfile(body.user_id), ...body }),
    );
    await syncSchedule(body.user_id);
    return profile;
  }),

  route(api.updateFinancialProfile, async ({ params, body }) => {
    const existing = db.profiles.findFirst((q) => q.where({ user_id: params.user_id }));
    if (!existing) throw new HttpError(404, DETAILS.profileNotFound);
    const next = applyProfileUpdate(existing, body);
    const updated = await db.profiles.update((q) => q.where({ user_id: params.user_id }), {
      data(profile) {
        Object.assign(profile, next);
      },
    });
    if (next.net_income !== existing.net_income) await syncSchedule(params.user_id);
    return updated ?? next;
  }),

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
        if ('email' in body)
          Object.assign(user, { email: body.email, email_key: lookupKey(body.email) });
        else user.phone_number = body.phone_number;
      },
    });
    if ('email' in body)
      await refreshSessions(store.sessions, params.user_id, { email: body.email });
    return { email: updated!.email, phone_number: updated!.phone_number };
  }),
];
