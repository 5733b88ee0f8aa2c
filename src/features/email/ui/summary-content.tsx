import type { SummaryContent } from '../contract';
import styles from './email.module.css';

const PRIORITY_LABELS: Record<SummaryContent['priority_level'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

const HIGHLIGHTS: { key: keyof SummaryContent['highlights']; title: string }[] = [
  { key: 'frequent_senders', title: 'Frequent senders' },
  { key: 'action_items', title: 'Action items' },
  { key: 'deadlines', title: 'Deadlines' },
  { key: 'settlement_opportunities', title: 'Settlement opportunities' },
  { key: 'account_updates', title: 'Account updates' },
];

/** The parsed weekly summary: its text, priority, count and highlights (spec section 3). */
export function SummaryContentView({ content }: { content: SummaryContent }) {
  return (
    <div className={styles.summary}>
      <p className={styles.summaryText}>{content.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Priority level</dt>
          <dd>
            <span className={`${styles.priority} ${styles[content.priority_level]}`}>
              {PRIORITY_LABELS[content.priority_level]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Total debt emails</dt>
          <dd>{content.total_debt_emails}</dd>
        </div>
      </dl>
      <div className={styles.highlights}>
        {HIGHLIGHTS.map(({ key, title }) => {
          const items = content.highlights[key];
          return (
            <section key={key} className={styles.highlight} aria-label={title}>
              <h4 className={styles.highlightTitle}>{title}</h4>
              {items.length > 0 ? (
                <ul>
                  {items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>None</p>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
