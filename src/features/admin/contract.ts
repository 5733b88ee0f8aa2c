/** The admin area's endpoints (DESIGN.md section 9): users and analytics, admin role only. */
import { z } from 'zod';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  AmountSchema,
  DateSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
} from '@/shared/api/schemas';
import { BASE_PLANS } from '@/shared/lib/plans';
import { RoleSchema } from '../auth/contract';

export const AdminUserSchema = z.object({
  user_id: IdSchema,
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  created_at: DateTimeSchema,
  selected_plan: z.enum(BASE_PLANS).nullable(),
  subscription_active: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const UpdateAdminUserBodySchema = z.strictObject({ role: RoleSchema });

export const AnalyticsSchema = z.object({
  totals: z.object({
    users: z.number().int().min(0),
    admins: z.number().int().min(0),
    tradelines: z.number().int().min(0),
    interest_submissions: z.number().int().min(0),
  }),
  signups_per_week: z.array(z.object({ week_start: DateSchema, count: z.number().int().min(0) })),
  plan_mix: z.array(
    z.object({ plan: z.enum([...BASE_PLANS, 'none']), count: z.number().int().min(0) }),
  ),
  active_subscriptions: z.number().int().min(0),
  /** Whole dollars a month from active subscriptions. */
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
    summary: "Change a user's role (an admin cannot demote themself)",
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
