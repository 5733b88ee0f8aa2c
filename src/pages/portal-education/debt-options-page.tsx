import { Page } from '@/shared/ui/page/page';

export default function PortalDebtOptionsPage() {
  return <Page title="Your Debt Relief Options" headingLevel={2} width="wide" />;
}
