import { Page } from '@/shared/ui/page/page';

export function LoginPage() {
  return <Page title="Sign in" />;
}
