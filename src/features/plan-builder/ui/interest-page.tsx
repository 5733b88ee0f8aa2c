import { Page } from '@/shared/ui/page/page';

export function InterestPage() {
  return <Page title="Enter your email address to get started" />;
}
