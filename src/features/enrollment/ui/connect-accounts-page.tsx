import { Page } from '@/shared/ui/page/page';

export function ConnectAccountsPage() {
  return <Page title="Connect my accounts" headingLevel={2} width="wide" />;
}
