/**
 * Reference data every deployment needs, production included: the creditor pick list
 * (`src/features/tradelines/model/creditors.ts`). Upserted by id, so loading it again is
 * harmless and a renamed creditor is corrected. No accounts, no passwords.
 */
import { REFERENCE_CREDITORS } from '@/features/tradelines/model/creditors';
import type { Models } from './platform/db';

/** Upserts the creditors; returns how many there are. */
export async function seedReferenceData(models: Pick<Models, 'Creditor'>): Promise<number> {
  await models.Creditor.bulkWrite(
    REFERENCE_CREDITORS.map(({ uuid, name }) => ({
      updateOne: { filter: { _id: uuid }, update: { $set: { name } }, upsert: true },
    })),
  );
  return REFERENCE_CREDITORS.length;
}
