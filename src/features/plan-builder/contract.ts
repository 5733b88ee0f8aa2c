/** The plan selection and the interest form (spec sections 3 and 7). */
import { z } from 'zod';
import { defineEndpoint } from '@/shared/api/endpoint';
import { DateTimeSchema, EmailSchema, SuccessSchema } from '@/shared/api/schemas';
import { BASE_PLANS, PREMIUM_FEATURES } from '@/shared/lib/plans';

export const PlanSelectionSchema = z.object({
  basePlan: z.enum(BASE_PLANS),
  premiumFeatures: z.array(z.enum(PREMIUM_FEATURES)).max(4),
  timestamp: DateTimeSchema,
});
export type PlanSelectionPayload = z.infer<typeof PlanSelectionSchema>;

/** The plan travels as a JSON string, as the spec's interest submission says. */
export const InterestBodySchema = z.strictObject({
  email: EmailSchema,
  plan: z
    .string()
    .max(2000)
    .refine((text) => {
      try {
        return PlanSelectionSchema.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    }, 'plan must be a plan selection as JSON text'),
});
export type InterestBody = z.infer<typeof InterestBodySchema>;

export const planBuilderEndpoints = {
  submitInterest: defineEndpoint({
    method: 'POST',
    path: '/interest',
    summary: 'Register interest with an email and the chosen plan',
    access: 'public',
    body: InterestBodySchema,
    response: SuccessSchema,
    status: 201,
    errors: [400, 429],
  }),
};
