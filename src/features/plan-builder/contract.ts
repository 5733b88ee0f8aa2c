/** The plan selection and the interest form (spec sections 3 and 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { DateTimeSchema, EmailSchema, SuccessSchema, withMeta } from '@/shared/api/schemas';
import { BASE_PLANS, PREMIUM_FEATURES } from '@/shared/lib/plans';

export const PlanSelectionSchema = z.object({
  basePlan: z.enum(BASE_PLANS),
  premiumFeatures: z.array(z.enum(PREMIUM_FEATURES)).check(z.maxLength(4)),
  timestamp: DateTimeSchema,
});
export type PlanSelectionPayload = z.infer<typeof PlanSelectionSchema>;

const feature = `"(?:${PREMIUM_FEATURES.join('|')})"`;
/**
 * For the OpenAPI document: the JSON text the client sends (`JSON.stringify` of a selection), so
 * a generated plan is one the API accepts. The API itself accepts any JSON spelling of it.
 */
const PLAN_TEXT_PATTERN =
  `^\\{"basePlan":"(?:${BASE_PLANS.join('|')})",` +
  `"premiumFeatures":\\[(?:${feature}(?:,${feature}){0,3})?\\],` +
  '"timestamp":"20[2-9][0-9]-(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])' +
  'T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]{3})?Z"\\}$';

/** The plan travels as a JSON string, as the spec's interest submission says. */
export const InterestBodySchema = z.strictObject({
  email: EmailSchema,
  plan: withMeta(
    z.string().check(
      z.maxLength(2000),
      z.refine((text) => {
        try {
          return PlanSelectionSchema.safeParse(JSON.parse(text)).success;
        } catch {
          return false;
        }
      }, 'plan must be a plan selection as JSON text'),
    ),
    { pattern: PLAN_TEXT_PATTERN, contentMediaType: 'application/json' },
  ),
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
