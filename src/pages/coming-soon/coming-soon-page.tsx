import { Page } from '@/shared/ui/page/page';

export default function ComingSoonPage() {
  return <Page title="Coming Soon!" />;
}
