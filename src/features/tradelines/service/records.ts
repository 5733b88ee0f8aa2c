/** The stored creditors and tradelines. */
import type { z } from 'zod';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { CreditorSchema, TradelineSchema } from '../contract';

export const CreditorRecordSchema = CreditorSchema;
export type CreditorRecord = z.infer<typeof CreditorRecordSchema>;

/** Utilization is computed on every answer, so it is not stored. */
export const TradelineRecordSchema = TradelineSchema.omit({ utilization: true }).extend({
  /** The date the tradeline was added: the start of its event schedule. */
  start_date: DateSchema,
  created_at: DateTimeSchema,
});
export type TradelineRecord = z.infer<typeof TradelineRecordSchema>;
