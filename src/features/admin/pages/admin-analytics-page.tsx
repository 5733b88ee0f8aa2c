import { useQuery } from '@tanstack/react-query';
import { Card, LoadingBlock, Money, Page, Table } from '@/shared/ui';
import { analyticsQuery } from '../api/admin.queries';
import type { Analytics } from '../contract';
import { SIGNUP_WEEKS } from '../model/analytics';
import { ADMIN_MESSAGES, planLabel } from '../model/messages';
import styles from '../ui/admin.module.css';
import { QueryError } from '../ui/query-error';
import { SignupsChart } from '../ui/signups-chart';

/** Sign-ups per week, the plan mix, active subscriptions and monthly recurring revenue. */
export default function AdminAnalyticsPage() {
  const analytics = useQuery(analyticsQuery());
  return (
    <Page title="Analytics" width="wide">
      {analytics.isPending ? (
        <LoadingBlock label="Loading the analytics" lines={8} />
      ) : analytics.isError ? (
        <QueryError
          error={analytics.error}
          fallback={ADMIN_MESSAGES.analyticsFailed}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <AnalyticsView analytics={analytics.data} />
      )}
    </Page>
  );
}

function AnalyticsView({ analytics }: { analytics: Analytics }) {
  const users = analytics.plan_mix.reduce((sum, item) => sum + item.count, 0);
  const share = (count: number) => (users === 0 ? 0 : Math.round((count / users) * 100));
  return (
    <div className={styles.sections}>
      <dl className={styles.stats}>
        <div className={styles.stat} id="subscriptions">
          <dt className={styles.statLabel}>Active subscriptions</dt>
          <dd className={styles.statValue}>{analytics.active_subscriptions}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Subscribers with an active subscription</dt>
          <dd className={styles.statValue}>{analytics.active_subscribers}</dd>
        </div>
        <div className={styles.stat} id="revenue">
          <dt className={styles.statLabel}>Monthly recurring revenue</dt>
          <dd className={styles.statValue}>
            <Money amount={analytics.monthly_recurring_revenue} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Users</dt>
          <dd className={styles.statValue}>{analytics.totals.users}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        Revenue prices each active subscriber’s program the way the enrollment screen does.
      </p>
      <div id="signups">
        <Card title={`Sign-ups per week, last ${SIGNUP_WEEKS} weeks`}>
          <SignupsChart weeks={analytics.signups_per_week} />
        </Card>
      </div>
      <Card title="Plan mix">
        <Table
          caption="Users by the plan they chose"
          hideCaption
          columns={[
            { key: 'plan', header: 'Plan', cell: (item) => planLabel(item.plan) },
            { key: 'users', header: 'Users', align: 'right', cell: (item) => item.count },
            {
              key: 'share',
              header: 'Share',
              cell: (item) => (
                <span className={styles.share}>
                  <span className={styles.shareText}>{share(item.count)}%</span>
                  <span className={styles.mixTrack} aria-hidden="true">
                    <span className={styles.mixBar} style={{ width: `${share(item.count)}%` }} />
                  </span>
                </span>
              ),
            },
          ]}
          rows={analytics.plan_mix}
          rowKey={(item) => item.plan}
        />
      </Card>
    </div>
  );
}
