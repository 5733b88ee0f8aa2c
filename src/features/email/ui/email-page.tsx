import { Page } from '@/shared/ui/page/page';

export function EmailPage() {
  return <Page title="Your Email Account" headingLevel={2} width="wide" />;
}
