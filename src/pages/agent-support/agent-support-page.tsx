import { Page } from '@/shared/ui/page/page';

export default function AgentSupportPage() {
  return <Page title="Agent Support" />;
}
