/** The stored financial profile, with the state, name and address served apart (issue 27). */
import * as z from 'zod/mini';
import { ObjectIdSchema } from '@/shared/store/ids';
import { FinancialProfileSchema } from './contract';
import { ProfileIdentitySchema } from './contract/identity';

export const FinancialProfileRecordSchema = z.extend(FinancialProfileSchema, {
  id: ObjectIdSchema,
  ...ProfileIdentitySchema.shape,
  /**
   * A change of net income whose re-plan is not stored yet: readers lay the plan's dates over
   * the pending steps (SV-39, timeline's service/planned.ts). Absent on older records: none due.
   */
  replan_due: z.optional(z.boolean()),
});
export type FinancialProfileRecord = z.infer<typeof FinancialProfileRecordSchema>;
