/**
 * The entitlement rule (`model/entitlements.ts`) over the user's program and subscriptions, for
 * the screens: a control of a paid feature explains what is missing instead of sending a request
 * the server would refuse with 402.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentSubscription } from '../model/current-subscription';
import type { Feature } from '../model/entitlements';
import { programQuery, subscriptionsQuery } from './program.queries';

/**
 * A check to run when the control of `feature` is used: the verdict from the program and the
 * subscriptions (read first when not cached yet), or null when either cannot be read (the
 * server still decides, and its 402 says why).
 */
export function useEntitlementCheck(userId: string, feature: Feature) {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      const [program, subscriptions] = await Promise.all([
        client.ensureQueryData(programQuery(userId)),
        client.ensureQueryData(subscriptionsQuery()),
      ]);
      // The rule and its texts load with the first check, not with the portal's first screen.
      const { entitlement } = await import('../model/entitlements');
      const now = new Date();
      return entitlement(feature, currentSubscription(subscriptions, now), program, now);
    } catch {
      return null;
    }
  }, [client, userId, feature]);
}

/** Whether the user has saved a program but has no active subscription (false until known). */
export function useSubscriptionMissing(userId: string): boolean {
  const program = useQuery({ ...programQuery(userId), enabled: userId !== '' });
  // Without a program there is nothing to say: the subscriptions are not even read.
  const subscriptions = useQuery({ ...subscriptionsQuery(), enabled: Boolean(program.data) });
  if (!program.data || subscriptions.data === undefined) return false;
  return currentSubscription(subscriptions.data, new Date()) === null;
}
