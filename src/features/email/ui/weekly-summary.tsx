import type { WeeklySummary } from '../contract';
import {
  isSummaryCurrent,
  NO_SUMMARY_MESSAGE,
  parseSummaryContent,
  WEEKLY_SUMMARY_ANCHOR,
} from '../model/summary';
import { Alert, Button, Card, LoadingBlock } from '@/shared/ui';
import { formatDateTime } from './format';
import { OlderSummaries } from './older-summaries';
import { SummaryContentView } from './summary-content';
import styles from './email.module.css';

interface WeeklySummaryCardProps {
  /** The newest summary; null when there is none; undefined while loading. */
  latest: WeeklySummary | null | undefined;
  /** Up to 10 summaries, newest first (the newest is the latest above). */
  summaries: readonly WeeklySummary[] | undefined;
  now: Date;
  generating: boolean;
  /** Why the last generation failed, when it did. */
  generateError: string | null;
  onGenerate: () => void;
}

/**
 * The weekly summary (spec section 4): current within 7 days with a notice, otherwise 'Generate
 * New Summary' ('Generating...' while it works), then the parsed content and the older ones.
 */
export function WeeklySummaryCard({
  latest,
  summaries,
  now,
  generating,
  generateError,
  onGenerate,
}: WeeklySummaryCardProps) {
  const current = latest ? isSummaryCurrent(latest, now) : false;
  const parsed = latest ? parseSummaryContent(latest.summary_content) : null;
  const canGenerate = latest !== undefined && !current;

  return (
    <Card
      id={WEEKLY_SUMMARY_ANCHOR}
      title="Weekly Summary"
      headingLevel={3}
      actions={
        canGenerate ? (
          <Button onClick={onGenerate} busy={generating}>
            {generating ? 'Generating...' : 'Generate New Summary'}
          </Button>
        ) : null
      }
    >
      {generateError ? (
        <Alert tone="error" title="The summary could not be generated">
          {generateError}
        </Alert>
      ) : null}
      {latest === undefined ? (
        <LoadingBlock label="Loading the weekly summary" />
      ) : latest === null || !parsed ? (
        <p className={styles.muted}>{NO_SUMMARY_MESSAGE}</p>
      ) : (
        <>
          {current ? (
            <Alert tone="success" title="Your summary is current">
              Generated within the last 7 days. A new summary can be generated once this one is 7
              days old.
            </Alert>
          ) : null}
          <p className={styles.meta}>
            Generated {formatDateTime(latest.date_generated)} · {latest.emails_summarized} email
            {latest.emails_summarized === 1 ? '' : 's'} summarized
          </p>
          {parsed.ok ? (
            <SummaryContentView content={parsed.content} />
          ) : (
            <Alert tone="warning">{parsed.message}</Alert>
          )}
        </>
      )}
      {summaries === undefined ? null : <OlderSummaries summaries={summaries} />}
    </Card>
  );
}
