import { Page } from '@/shared/ui/page/page';

export default function PortalHowToNegotiatePage() {
  return <Page title="How to Negotiate" headingLevel={2} width="wide" />;
}
