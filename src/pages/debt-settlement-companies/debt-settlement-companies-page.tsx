import { Page } from '@/shared/ui/page/page';

export default function DebtSettlementCompaniesPage() {
  return <Page title="Debt Settlement Companies" />;
}
