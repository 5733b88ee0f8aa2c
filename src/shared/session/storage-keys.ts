/** Where the builder's plan is kept: its own module so sign-out needs none of the plan rules. */
export const PLAN_SELECTION_KEY = 'planSelection';
export const BUILDER_STORAGE_KEY = 'subscriptionBuilder';
