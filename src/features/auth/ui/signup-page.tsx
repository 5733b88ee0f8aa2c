import { Page } from '@/shared/ui/page/page';

export function SignupPage() {
  return <Page title="Create your account" />;
}
