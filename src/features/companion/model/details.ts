/**
 * The companion's refusals, in both backends' words. Kept in the slice, not in the shared
 * DETAILS, which the first screens carry.
 */
export const COMPANION_DETAILS = {
  freeUsed:
    'You have used your free companion call. Use the call companion on every call with a subscription: start one in Manage my enrollment.',
  saved: 'This call is already saved in the contact log and the offer log.',
  debtResolved: 'This debt is settled: there is nothing left to negotiate on a call.',
} as const;
