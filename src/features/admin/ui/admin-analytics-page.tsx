import { Page } from '@/shared/ui/page/page';

export function AdminAnalyticsPage() {
  return <Page title="Analytics" />;
}
