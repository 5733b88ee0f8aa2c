import { Page } from '@/shared/ui/page/page';

export default function UnderstandingCreditPage() {
  return <Page title="Understanding Credit" />;
}
