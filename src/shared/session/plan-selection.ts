/**
 * The plan chosen in the subscription builder (spec section 3): kept in session storage for the
 * sign-up and interest flows, plus the builder's own local-storage item.
 */
import {
  PREMIUM_FEATURES,
  isBasePlan,
  isPremiumFeature,
  type BasePlan,
  type PremiumFeature,
} from '../lib/plans';
import { readJson, removeItem, writeItem } from '../lib/storage';
import { BUILDER_STORAGE_KEY, PLAN_SELECTION_KEY } from './storage-keys';

export { BUILDER_STORAGE_KEY, PLAN_SELECTION_KEY };

export interface PlanSelection {
  basePlan: BasePlan;
  premiumFeatures: PremiumFeature[];
  timestamp: string;
}

/** Returns a plan selection from untrusted data, or null when it is not one. */
export function toPlanSelection(value: unknown): PlanSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isBasePlan(record.basePlan) || !Array.isArray(record.premiumFeatures)) return null;
  if (!record.premiumFeatures.every(isPremiumFeature)) return null;
  return {
    basePlan: record.basePlan,
    premiumFeatures: [...new Set(record.premiumFeatures)],
    timestamp: typeof record.timestamp === 'string' ? record.timestamp : new Date(0).toISOString(),
  };
}

export function readPlanSelection(): PlanSelection | null {
  const parsed = readJson('session', PLAN_SELECTION_KEY);
  return parsed?.ok ? toPlanSelection(parsed.value) : null;
}

export function savePlanSelection(
  basePlan: BasePlan,
  premiumFeatures: readonly PremiumFeature[],
  now: Date = new Date(),
): PlanSelection {
  const selection: PlanSelection = {
    basePlan,
    premiumFeatures: PREMIUM_FEATURES.filter((feature) => premiumFeatures.includes(feature)),
    timestamp: now.toISOString(),
  };
  const json = JSON.stringify(selection);
  writeItem('session', PLAN_SELECTION_KEY, json);
  writeItem('local', BUILDER_STORAGE_KEY, json);
  return selection;
}

/** The builder's own copy, used to restore its selections on a later visit. */
export function readBuilderSelection(): PlanSelection | null {
  const parsed = readJson('local', BUILDER_STORAGE_KEY);
  return parsed?.ok ? toPlanSelection(parsed.value) : null;
}

/** After the interest form is sent (success or failure) the saved plan is cleared. */
export function clearPlanSelection(): void {
  removeItem('session', PLAN_SELECTION_KEY);
}
