import type { WeeklySummary } from '../contract';
import { keyActions, olderSummaries, parseSummaryContent } from '../model/summary';
import { Accordion } from '@/shared/ui';
import { formatDate } from './format';
import styles from './email.module.css';

function OlderSummary({ summary }: { summary: WeeklySummary }) {
  const parsed = parseSummaryContent(summary.summary_content);
  if (!parsed.ok) return <p className={styles.muted}>{parsed.message}</p>;
  const actions = keyActions(parsed.content);
  return (
    <>
      <p>{parsed.content.summary}</p>
      <h5 className={styles.highlightTitle}>Key actions</h5>
      {actions.length > 0 ? (
        <ul>
          {actions.map((action, index) => (
            <li key={index}>{action}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None</p>
      )}
    </>
  );
}

/** Up to 10 fetched summaries without the newest, each collapsible with 3 key actions. */
export function OlderSummaries({ summaries }: { summaries: readonly WeeklySummary[] }) {
  const older = olderSummaries(summaries);
  return (
    <section aria-labelledby="older-summaries" className={styles.older}>
      <h4 id="older-summaries" className={styles.subheading}>
        Previous Summaries
      </h4>
      {older.length === 0 ? (
        <p className={styles.muted}>No previous summaries yet.</p>
      ) : (
        <Accordion
          headingLevel={4}
          items={older.map((summary) => ({
            title: `${formatDate(summary.date_generated)} · ${summary.emails_summarized} email${
              summary.emails_summarized === 1 ? '' : 's'
            }`,
            content: <OlderSummary summary={summary} />,
          }))}
        />
      )}
    </section>
  );
}
