import { Page } from '@/shared/ui/page/page';

export function ManageEnrollmentPage() {
  return <Page title="Manage my enrollment" headingLevel={2} width="wide" />;
}
