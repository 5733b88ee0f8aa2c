import { Page } from '@/shared/ui/page/page';

export default function UnderstandingOptionsPage() {
  return <Page title="Understanding Your Options" />;
}
