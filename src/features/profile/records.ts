/** The stored financial profile. */
import * as z from 'zod/mini';
import { ObjectIdSchema } from '@/shared/store/ids';
import { FinancialProfileSchema } from './contract';

export const FinancialProfileRecordSchema = z.extend(FinancialProfileSchema, {
  id: ObjectIdSchema,
});
export type FinancialProfileRecord = z.infer<typeof FinancialProfileRecordSchema>;
