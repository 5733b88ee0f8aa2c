import { Page } from '@/shared/ui/page/page';

export function EarningsCalculatorPage() {
  return <Page title="Earnings Calculator" />;
}
