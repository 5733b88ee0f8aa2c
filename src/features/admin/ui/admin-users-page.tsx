import { Page } from '@/shared/ui/page/page';

export function AdminUsersPage() {
  return <Page title="Users" />;
}
