import { Alert, ButtonLink } from '@/shared/ui';
import { useSubscriptionMissing } from '../api/use-entitlement';
import { MANAGE_ENROLLMENT_PATH } from './paths';

export const SUBSCRIPTION_BANNER_TITLE = 'Your subscription has not started';

/**
 * My Home and Take action: one banner while the user has a program but no active subscription,
 * so the paid features' refusals are never a surprise (issue 22).
 */
export function SubscriptionBanner({ userId }: { userId: string }) {
  if (!useSubscriptionMissing(userId)) return null;
  return (
    <Alert
      tone="info"
      title={SUBSCRIPTION_BANNER_TITLE}
      action={
        <ButtonLink to={MANAGE_ENROLLMENT_PATH} size="sm">
          Manage my enrollment
        </ButtonLink>
      }
    >
      Your program is saved, but creditor calls, email summaries and savings support start with your
      subscription.
    </Alert>
  );
}
