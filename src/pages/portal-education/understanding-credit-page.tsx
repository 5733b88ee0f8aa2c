import { Page } from '@/shared/ui/page/page';

export default function PortalUnderstandingCreditPage() {
  return <Page title="Understanding Credit" headingLevel={2} width="wide" />;
}
