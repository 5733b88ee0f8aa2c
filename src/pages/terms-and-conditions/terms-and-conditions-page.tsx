import { Page } from '@/shared/ui/page/page';

export default function TermsAndConditionsPage() {
  return <Page title="Terms and Conditions" />;
}
