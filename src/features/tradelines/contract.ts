/** Tradelines (the user's debts) and the creditor pick list (spec sections 3 and 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { DEBT_STATES } from '@/shared/lib/debt-states';
import {
  AmountSchema,
  DateSchema,
  IdParamsSchema,
  IdSchema,
  NoContentSchema,
  UserIdParamsSchema,
  limitQuerySchema,
  type ListBound,
} from '@/shared/api/schemas';

export const CreditorSchema = z.object({ uuid: IdSchema, name: z.string() });
export type Creditor = z.infer<typeof CreditorSchema>;

export const DebtStateSchema = z.enum(DEBT_STATES);
export type { DebtState } from '@/shared/lib/debt-states';

export const TradelineSchema = z.object({
  id: IdSchema,
  uuid: IdSchema,
  user_id: IdSchema,
  account_name: z.string(),
  current_balance: AmountSchema,
  minimum_payment: AmountSchema,
  credit_limit: AmountSchema,
  /** Balance as a rounded percent of the credit limit, supplied by the server. */
  utilization: z.number().check(z.int(), z.minimum(0)),
  /** The debt's one state, derived by the server from its offers, agreement and payments. */
  state: DebtStateSchema,
  /**
   * What is still owed: the balance until a payment is made on a written agreement, then what
   * remains of the agreement, $0 once it is paid. Totals and plans count this.
   */
  owed: AmountSchema,
  /** The date of the payment that completed the agreement; null until then. */
  settled_on: z.nullable(DateSchema),
  /** What the settlement saved: the balance it settled minus what was paid; 0 until settled. */
  saved: AmountSchema,
  /** The days to check that the credit reports show the account closed with a $0 balance. */
  report_checks: z.array(DateSchema),
});
export type Tradeline = z.infer<typeof TradelineSchema>;

export const TradelineAmountsSchema = z.strictObject({
  current_balance: AmountSchema,
  minimum_payment: AmountSchema,
  credit_limit: AmountSchema,
});

export const CreateTradelineBodySchema = z.strictObject({
  ...TradelineAmountsSchema.shape,
  account_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  user_id: IdSchema,
});
export type CreateTradelineBody = z.infer<typeof CreateTradelineBodySchema>;

/** Only the three amounts are sent on update (spec section 5). */
export const UpdateTradelineBodySchema = TradelineAmountsSchema;
export type UpdateTradelineBody = z.infer<typeof UpdateTradelineBodySchema>;

/** The creditor pick list (reference data, the same for everyone). */
export const CREDITORS_BOUND = { fallback: 1000, max: 1000 } satisfies ListBound;
/** A user's debts: the whole list is the plan, so the default is the maximum. */
export const TRADELINES_BOUND = { fallback: 200, max: 200 } satisfies ListBound;

export const tradelineEndpoints = {
  listCreditors: defineEndpoint({
    method: 'GET',
    path: '/creditors',
    summary: 'The creditor pick list, sorted by name',
    access: 'user',
    query: limitQuerySchema(CREDITORS_BOUND),
    response: z.array(CreditorSchema),
    errors: [400, 401],
  }),
  listTradelines: defineEndpoint({
    method: 'GET',
    path: '/tradelines/{user_id}',
    summary: "The user's tradelines, with utilization",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: limitQuerySchema(TRADELINES_BOUND),
    response: z.array(TradelineSchema),
    errors: [400, 401, 403],
  }),
  createTradeline: defineEndpoint({
    method: 'POST',
    path: '/tradelines',
    summary: 'Add a tradeline; its five events are scheduled with it',
    access: 'user',
    owner: 'user_id',
    body: CreateTradelineBodySchema,
    response: TradelineSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  updateTradeline: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}',
    summary: "Change a tradeline's amounts; pending events are rescheduled",
    access: 'user',
    params: IdParamsSchema,
    body: UpdateTradelineBodySchema,
    response: TradelineSchema,
    errors: [400, 401, 403, 404],
  }),
  deleteTradeline: defineEndpoint({
    method: 'DELETE',
    path: '/tradelines/{id}',
    summary: 'Delete a tradeline and its events',
    access: 'user',
    params: IdParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 401, 403, 404],
  }),
};
