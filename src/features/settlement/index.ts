/**
 * The settlement workspace of one debt (issue 27). Other slices read a debt's details (holder,
 * collector, last four digits, last payment date) from here; the US state list is in
 * `@/shared/lib/us-states` (names in `us-state-names`), the profile's state and address in `@/features/profile`.
 */
export {
  AccountLastFourSchema,
  CollectorNameSchema,
  DebtDetailsSchema,
  HolderKindSchema,
  UpdateDebtDetailsBodySchema,
  type DebtDetails,
  type UpdateDebtDetailsBody,
} from './contract';
export { debtDetailsQuery, getDebtDetails, settlementKeys } from './api/settlement.queries';
export { saveDebtDetails, useSaveDebtDetails } from './api/use-debt-details-mutation';
export type { Agreement, Offer, Settlement } from './contract';
export { settlementQuery } from './api/settlement.queries';
export { openingOffer, settlementTarget } from './model/plan';
