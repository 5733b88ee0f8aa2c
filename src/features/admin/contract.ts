/**
 * The admin area's endpoints (DESIGN.md section 9): users and analytics, admin role only; the
 * creditor-call queue is the calls feature's.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  AmountSchema,
  DateSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  withMeta,
} from '@/shared/api/schemas';
import { BASE_PLANS } from '@/shared/lib/plan-codes';
import { RoleSchema } from '../auth/contract';
import { ProgramSchema, SUBSCRIPTION_STATUSES } from '../enrollment/contract';

/** What the admin area's rules and texts read of the calls it counts and works. */
export {
  CALL_NOTE_MAX,
  CallOutcomeBodySchema,
  OPEN_CALL_STATUSES,
  type CallStatus,
} from '../calls/contract';

/** One role change: who made it (email), when, from which role to which. */
export const RoleChangeSchema = z.object({
  changed_at: DateTimeSchema,
  changed_by: z.string(),
  from: RoleSchema,
  to: RoleSchema,
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const AdminUserSchema = z.object({
  user_id: IdSchema,
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  created_at: DateTimeSchema,
  selected_plan: z.nullable(z.enum(BASE_PLANS)),
  /**
   * The program the plan became at sign-up, as the user has it now, with what it bills a month
   * (the enrollment prices); null: none saved.
   */
  program: z.nullable(z.extend(ProgramSchema, { monthly_amount: AmountSchema })),
  subscription_active: z.boolean(),
  /** The status of the user's newest subscription; null when they never subscribed. */
  subscription_status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
  /** The user's role changes, newest first. */
  role_changes: z.array(RoleChangeSchema),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: withMeta(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))), {
    description: 'Items a page: 20 when not given, up to 100.',
  }),
});

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().check(z.int(), z.minimum(0)),
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const UpdateAdminUserBodySchema = z.strictObject({ role: RoleSchema });

export const AnalyticsSchema = z.object({
  totals: z.object({
    users: z.number().check(z.int(), z.minimum(0)),
    admins: z.number().check(z.int(), z.minimum(0)),
    tradelines: z.number().check(z.int(), z.minimum(0)),
    interest_submissions: z.number().check(z.int(), z.minimum(0)),
  }),
  signups_per_week: z.array(
    z.object({ week_start: DateSchema, count: z.number().check(z.int(), z.minimum(0)) }),
  ),
  plan_mix: z.array(
    z.object({
      plan: z.enum([...BASE_PLANS, 'none']),
      count: z.number().check(z.int(), z.minimum(0)),
    }),
  ),
  active_subscriptions: z.number().check(z.int(), z.minimum(0)),
  /** Users with at least one active subscription. */
  active_subscribers: z.number().check(z.int(), z.minimum(0)),
  /** Users created in the 7 days before now. */
  signups_last_7_days: z.number().check(z.int(), z.minimum(0)),
  /** Call requests not yet placed or failed (requested or claimed). */
  calls_waiting: z.number().check(z.int(), z.minimum(0)),
  /**
   * Whole dollars a month: each active subscriber's program priced by the enrollment screen's
   * `monthlyTotal`.
   */
  monthly_recurring_revenue: AmountSchema,
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const adminEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    summary: 'Search and page through users',
    access: 'admin',
    query: AdminUsersQuerySchema,
    response: AdminUserPageSchema,
    errors: [400, 401, 403],
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/admin/users/{id}',
    summary: "Change a user's role (never one's own, never the last admin's); recorded",
    access: 'admin',
    params: IdParamsSchema,
    body: UpdateAdminUserBodySchema,
    response: AdminUserSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  analytics: defineEndpoint({
    method: 'GET',
    path: '/admin/analytics',
    summary: 'Sign-ups per week, plan mix, active subscriptions and monthly recurring revenue',
    access: 'admin',
    response: AnalyticsSchema,
    errors: [401, 403],
  }),
};
