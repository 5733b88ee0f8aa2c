import { Page } from '@/shared/ui/page/page';

export default function TimelinesPage() {
  return <Page title="Debt Relief Timelines" />;
}
