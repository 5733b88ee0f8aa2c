import { Page } from '@/shared/ui/page/page';

export function AdminOverviewPage() {
  return <Page title="Admin overview" />;
}
