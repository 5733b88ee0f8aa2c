import { Page } from '@/shared/ui/page/page';

export default function FinancialPlanPage() {
  return <Page title="Learn more about your financial plan" />;
}
