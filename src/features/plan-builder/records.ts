/** The stored interest registrations. */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';

export const InterestRecordSchema = z.object({
  id: ObjectIdSchema,
  email: z.string(),
  plan: z.string(),
  created_at: DateTimeSchema,
});
export type InterestRecord = z.infer<typeof InterestRecordSchema>;
