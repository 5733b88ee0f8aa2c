/** The stored financial profile. */
import type { z } from 'zod';
import { FinancialProfileSchema } from '../contract';

export const FinancialProfileRecordSchema = FinancialProfileSchema;
export type FinancialProfileRecord = z.infer<typeof FinancialProfileRecordSchema>;
