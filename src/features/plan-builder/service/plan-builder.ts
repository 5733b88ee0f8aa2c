/** The interest form of the pre-launch page. */
import { newObjectId } from '@/shared/store/ids';
import type { Collection } from '@/shared/store/port';
import type { Service } from '@/shared/api/service';
import type { planBuilderEndpoints } from '../contract';
import type { InterestRecord } from '../records';

export interface PlanBuilderDeps {
  store: { interests: Collection<InterestRecord> };
}

/** The plan-builder endpoints: interest registrations are kept as sent. */
export function createPlanBuilderService({
  store,
}: PlanBuilderDeps): Service<typeof planBuilderEndpoints> {
  return {
    async submitInterest({ body, now }) {
      await store.interests.insert({
        id: newObjectId(now),
        email: body.email,
        plan: body.plan,
        created_at: now.toISOString(),
      });
      return { success: true };
    },
  };
}
