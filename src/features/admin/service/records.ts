/** The stored audit of role changes. */
import { z } from 'zod';
import { RoleSchema } from '@/features/auth/contract';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';

/** A role change an admin made (who, whom, when, from, to). */
export const RoleChangeRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  admin_id: ObjectIdSchema,
  admin_email: z.string(),
  from: RoleSchema,
  to: RoleSchema,
  changed_at: DateTimeSchema,
});
export type RoleChangeRecord = z.infer<typeof RoleChangeRecordSchema>;
