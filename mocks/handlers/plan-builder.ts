/** The interest form. */
import { planBuilderEndpoints as api } from '@/features/plan-builder/contract';
import { db } from '../db';
import { newObjectId, route } from './route';

export const planBuilderHandlers = [
  route(api.submitInterest, async ({ body, now }) => {
    await db.interests.create({
      id: newObjectId(),
      email: body.email,
      plan: body.plan,
      created_at: now.toISOString(),
    });
    return { success: true };
  }),
];
