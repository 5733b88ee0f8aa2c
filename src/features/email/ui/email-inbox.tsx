import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EntitlementExplanation,
  useEntitlementCheck,
  type Entitlement,
} from '@/features/enrollment';
import {
  emailAccountsQuery,
  latestSummaryQuery,
  recentEmailsQuery,
  summariesQuery,
} from '../api/email.queries';
import { useSummarize } from '../api/use-summarize';
import { detailOr, isApiError } from '@/shared/api';
import { shownRows } from '@/shared/lib/growing-limit';
import { Card } from '@/shared/ui';
import { EmailAccountList, EmailAccountSummary } from './email-account';
import { RecentEmails } from './recent-emails';
import { useNow } from './use-now';
import { WeeklySummaryCard } from './weekly-summary';
import styles from './email.module.css';

const GENERATE_FALLBACK = 'Please try again later.';

/** A failed read of a summary counts as none (a 401 has already ended the session). */
function orNull<T>(query: { data: T | undefined; isError: boolean }, empty: T): T | undefined {
  return query.isError ? empty : query.data;
}

/** The opted-in user's inbox: account, weekly summary and recent emails. */
export function EmailInbox({ userId }: { userId: string }) {
  const accounts = useQuery(emailAccountsQuery(userId));
  const emails = useInfiniteQuery(recentEmailsQuery(userId));
  const shown = shownRows(emails.data);
  const latest = useQuery(latestSummaryQuery(userId));
  const summaries = useQuery(summariesQuery(userId));
  const summarize = useSummarize(userId);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const now = useNow();
  const checkEmail = useEntitlementCheck(userId, 'email');
  const [refusal, setRefusal] = useState<Extract<Entitlement, { entitled: false }> | null>(null);

  const generate = async () => {
    setGenerateError(null);
    // Issue 22: a summary the subscription does not bill is explained, not requested.
    const verdict = await checkEmail();
    if (verdict && !verdict.entitled) {
      setRefusal(verdict);
      return;
    }
    summarize.mutate(undefined, {
      onError: (error) =>
        setGenerateError(
          isApiError(error) && error.status === 401 ? null : detailOr(error, GENERATE_FALLBACK),
        ),
    });
  };

  return (
    <div className={styles.stack}>
      <Card>
        <EmailAccountSummary accounts={accounts.data} emailCount={shown?.length} />
      </Card>
      <EmailAccountList accounts={accounts.data} />
      <WeeklySummaryCard
        latest={orNull(latest, null)}
        summaries={orNull(summaries, [])}
        now={now}
        generating={summarize.isPending}
        generateError={generateError}
        onGenerate={() => void generate()}
      />
      <RecentEmails emails={shown} more={emails} />
      <EntitlementExplanation feature="email" refusal={refusal} onClose={() => setRefusal(null)} />
    </div>
  );
}
