/** The stored financial profile, with the state, name and address served apart (issue 27). */
import * as z from 'zod/mini';
import { ObjectIdSchema } from '@/shared/store/ids';
import { FinancialProfileSchema } from './contract';
import { ProfileIdentitySchema } from './contract/identity';

export const FinancialProfileRecordSchema = z.extend(FinancialProfileSchema, {
  id: ObjectIdSchema,
  ...ProfileIdentitySchema.shape,
});
export type FinancialProfileRecord = z.infer<typeof FinancialProfileRecordSchema>;
