import { Page } from '@/shared/ui/page/page';

export function TakeActionPage() {
  return <Page title="Take action" headingLevel={2} width="wide" />;
}
