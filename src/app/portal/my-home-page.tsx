import { useQuery } from '@tanstack/react-query';
import { IncomeExpensesBox, ProfileBox, useFinancialProfile } from '@/features/profile';
import { LinesOfCreditBox, tradelineTotals, tradelinesQuery } from '@/features/tradelines';
import { useSession } from '@/shared/session';
import { Page } from '@/shared/ui';
import { FinancialPlanBox } from './financial-plan-box';
import styles from './my-home.module.css';

/** My Home: the profile, income and expenses, lines of credit and the financial plan. */
export default function MyHomePage() {
  const user = useSession();
  // The portal is behind the access guard, so a user is always stored here.
  const userId = user?.user_id ?? '';
  const profile = useFinancialProfile(userId);
  const tradelines = useQuery(tradelinesQuery(userId));
  const debtPayments = tradelines.data
    ? tradelineTotals(tradelines.data).minimum_payment
    : undefined;

  return (
    <Page title="My Home" headingLevel={2} width="wide">
      <div className={styles.grid}>
        <ProfileBox userId={userId} />
        <IncomeExpensesBox userId={userId} state={profile} debtPayments={debtPayments} />
        <div className={styles.wide}>
          <LinesOfCreditBox userId={userId} income={profile.profile?.income} />
        </div>
        <div className={styles.wide}>
          <FinancialPlanBox
            userId={userId}
            tradelines={tradelines.data}
            netIncome={profile.profile?.net_income}
          />
        </div>
      </div>
    </Page>
  );
}
