import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SubscriptionBanner, programQuery, subscriptionsQuery } from '@/features/enrollment';
import {
  IncomeExpensesBox,
  ProfileBox,
  accountQuery,
  financialProfileQuery,
  useFinancialProfile,
} from '@/features/profile';
import { eventsQuery } from '@/features/timeline';
import { LinesOfCreditBox, tradelineTotals, tradelinesQuery } from '@/features/tradelines';
import { usePaintStages } from '@/shared/lib/use-paint-stages';
import { useDeferredQuery } from '@/shared/lib/use-deferred-query';
import { useSession } from '@/shared/session';
import { Page } from '@/shared/ui';
import { FinancialPlanBox } from './financial-plan-box';
import { firstRunSteps } from './first-run';
import type { FirstReads } from '@/shared/api/first-reads';
import styles from './my-home.module.css';

// Only a user with a step left downloads the checklist.
const FirstRunChecklist = lazy(() => import('./first-run-checklist'));

/** Everything My Home shows, read as soon as the app starts on it. */
export const firstReads: FirstReads = (client, userId) => [
  () => client.prefetchQuery(accountQuery(userId)),
  () => client.prefetchQuery(financialProfileQuery(userId)),
  () => client.prefetchQuery(tradelinesQuery(userId)),
  () => client.prefetchQuery(eventsQuery(userId)),
  // The banner's: read with the rest rather than once the program has answered, so the page
  // renders once with it instead of again (a long task) a round trip after its first paint.
  () => client.prefetchQuery(subscriptionsQuery()),
];

/**
 * What My Home renders in turn, each once the one before has painted: the first screen of a
 * phone (profile, income and expenses), then Lines of Credit, then the Financial Plan. Rendered
 * in one go, the page's style, layout, paint and effects were one long task (Lighthouse's total
 * blocking time).
 */
const STAGES = 3;

/** My Home: the profile, income and expenses, lines of credit and the financial plan. */
export default function MyHomePage() {
  const user = useSession();
  // The portal is behind the access guard, so a user is always stored here.
  const userId = user?.user_id ?? '';
  const profile = useFinancialProfile(userId);
  const tradelines = useDeferredQuery(tradelinesQuery(userId));
  const debtPayments = tradelines.data
    ? tradelineTotals(tradelines.data).minimum_payment
    : undefined;
  const program = useQuery(programQuery(userId));
  const stage = usePaintStages(STAGES);
  const steps = firstRunSteps(profile.profile, tradelines.data?.length, {
    isPending: program.isPending,
    hasProgram: program.data !== null && program.data !== undefined,
  });

  return (
    <Page title="My Home" headingLevel={2} width="wide">
      <SubscriptionBanner userId={userId} />
      {steps?.some((step) => !step.done) ? (
        <Suspense fallback={null}>
          <FirstRunChecklist steps={steps} />
        </Suspense>
      ) : null}
      <div className={styles.grid}>
        <ProfileBox userId={userId} />
        <IncomeExpensesBox userId={userId} state={profile} debtPayments={debtPayments} />
        {stage >= 2 ? (
          <div className={styles.wide}>
            <LinesOfCreditBox
              userId={userId}
              income={profile.profile?.income}
              tradelines={tradelines}
            />
          </div>
        ) : null}
        {stage >= 3 ? (
          <div className={styles.wide}>
            <FinancialPlanBox
              userId={userId}
              tradelines={tradelines.data}
              netIncome={profile.profile?.net_income}
            />
          </div>
        ) : (
          // Holds the footer below the fold until the last box is there.
          <div className={`${styles.wide} ${styles.belowTheFold}`} />
        )}
      </div>
    </Page>
  );
}
