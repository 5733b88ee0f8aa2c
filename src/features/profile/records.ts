/** The stored financial profile. */
import type { z } from 'zod';
import { ObjectIdSchema } from '@/shared/store/ids';
import { FinancialProfileSchema } from './contract';

export const FinancialProfileRecordSchema = FinancialProfileSchema.extend({ id: ObjectIdSchema });
export type FinancialProfileRecord = z.infer<typeof FinancialProfileRecordSchema>;
