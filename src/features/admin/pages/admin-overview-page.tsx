import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadingBlock, Page } from '@/shared/ui';
import { formatUsd } from '@/shared/lib/money';
import { analyticsQuery } from '../api/admin.queries';
import type { Analytics } from '../contract';
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
          {keyFigures(analytics.data).map((stat) => (
            <Stat key={stat.to} {...stat} />
          ))}
        </ul>
      )}
    </Page>
  );
}

interface KeyFigure {
  /** The page with the figure's detail. */
  to: string;
  label: string;
  value: string;
}

function keyFigures(analytics: Analytics): KeyFigure[] {
  return [
    { to: '/admin/users', label: 'Users', value: String(analytics.totals.users) },
    {
      to: '/admin/analytics#subscriptions',
      label: 'Subscribers with an active subscription',
      value: String(analytics.active_subscribers),
    },
    {
      to: '/admin/analytics#signups',
      label: 'Sign-ups in the last 7 days',
      value: String(analytics.signups_last_7_days),
    },
    { to: '/admin/calls', label: 'Calls waiting', value: String(analytics.calls_waiting) },
    {
      to: '/admin/analytics#revenue',
      label: 'Monthly recurring revenue',
      value: formatUsd(analytics.monthly_recurring_revenue),
    },
  ];
}

function Stat({ to, label, value }: KeyFigure) {
  return (
    <li>
      <Link to={to} className={styles.stat}>
        <span className={styles.statLabel}>{label}</span>
        <span className={styles.statValue}>{value}</span>
      </Link>
    </li>
  );
}
