import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadingBlock, Page } from '@/shared/ui';
import { formatUsd } from '@/shared/lib/money';
import { analyticsQuery } from '../api/admin.queries';
import { ADMIN_MESSAGES } from '../model/messages';
import styles from '../ui/admin.module.css';
import { QueryError } from '../ui/query-error';

/** The admin overview: the key counts, each linking to the page with its detail. */
export default function AdminOverviewPage() {
  const analytics = useQuery(analyticsQuery());
  return (
    <Page title="Admin overview" lead="The service at a glance. Each figure opens its detail.">
      {analytics.isPending ? (
        <LoadingBlock label="Loading the figures" lines={4} />
      ) : analytics.isError ? (
        <QueryError
          error={analytics.error}
          fallback={ADMIN_MESSAGES.analyticsFailed}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <ul className={styles.stats} aria-label="Key figures">
          <Stat to="/admin/users" label="Users" value={String(analytics.data.totals.users)} />
          <Stat
            to="/admin/analytics#subscriptions"
            label="Subscribers with an active subscription"
            value={String(analytics.data.active_subscribers)}
          />
          <Stat
            to="/admin/analytics#signups"
            label="Sign-ups in the last 7 days"
            value={String(analytics.data.signups_last_7_days)}
          />
          <Stat
            to="/admin/calls"
            label="Calls waiting"
            value={String(analytics.data.calls_waiting)}
          />
          <Stat
            to="/admin/analytics#revenue"
            label="Monthly recurring revenue"
            value={formatUsd(analytics.data.monthly_recurring_revenue)}
          />
        </ul>
      )}
    </Page>
  );
}

function Stat({ to, label, value }: { to: string; label: string; value: string }) {
  return (
    <li>
      <Link to={to} className={styles.stat}>
        <span className={styles.statLabel}>{label}</span>
        <span className={styles.statValue}>{value}</span>
      </Link>
    </li>
  );
}
