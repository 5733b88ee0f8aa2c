import { Page } from '@/shared/ui/page/page';

export function BuildSubscriptionPage() {
  return <Page title="Build a Subscription" />;
}
