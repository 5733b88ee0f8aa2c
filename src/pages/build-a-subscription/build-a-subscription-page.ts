/** Build a subscription (/build-a-subscription): the plan builder. */
export { BuildSubscriptionPage as default } from '@/features/plan-builder/screens';
