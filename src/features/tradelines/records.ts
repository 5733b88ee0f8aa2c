/** The stored creditors and tradelines. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { TradelineSchema } from './contract';

/** A creditor of the pick list; its `id` is the uuid the API shows. */
export const CreditorRecordSchema = z.object({ id: ObjectIdSchema, name: z.string() });
export type CreditorRecord = z.infer<typeof CreditorRecordSchema>;

/** Utilization and the debt's state are computed on every answer, so they are not stored. */
export const TradelineRecordSchema = z.extend(
  z.omit(TradelineSchema, {
    utilization: true,
    state: true,
    owed: true,
    settled_on: true,
    saved: true,
    report_checks: true,
  }),
  {
    /** The date the tradeline was added: the start of its event schedule. */
    start_date: DateSchema,
    created_at: DateTimeSchema,
  },
);
export type TradelineRecord = z.infer<typeof TradelineRecordSchema>;
