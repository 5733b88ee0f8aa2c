/** Past sessions with their result, a page at a time; each opens with its transcript and tips. */
import { formatInstant } from '@/shared/lib/dates';
import { formatUsd } from '@/shared/lib/money';
import { Button, Card, ShowMore, type ShowMoreList } from '@/shared/ui';
import { PRACTICE_BOUND, type PracticeSummary } from '../contract';
import { DIFFICULTY_LABELS, HOLDER_LABELS } from '../model/setup';
import { resultHeading } from './practice-result';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './practice.module.css';

const when = (iso: string) =>
  formatInstant(iso, { month: 'short', day: 'numeric', year: 'numeric' });

export function PracticeHistory({
  sessions,
  more,
  onOpen,
}: {
  sessions: readonly PracticeSummary[];
  /** The list's next page: 'Show more' reads more of the newest sessions. */
  more: ShowMoreList;
  onOpen: (id: string) => void;
}) {
  return (
    <Card title="Your practice sessions" headingLevel={3}>
      {sessions.length === 0 ? (
        <p className={layout.muted}>No practice sessions yet.</p>
      ) : (
        <ul className={`${layout.plainList} ${styles.history}`}>
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <p className={styles.historyTitle}>
                  {session.debt_name}: {formatUsd(session.balance)}
                </p>
                <p className={layout.muted}>
                  {when(session.created_at)} · {HOLDER_LABELS[session.holder]} ·{' '}
                  {DIFFICULTY_LABELS[session.difficulty]} ·{' '}
                  {session.status === 'open' ? 'Under way' : resultHeading(session)}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => onOpen(session.id)}>
                {session.status === 'open' ? 'Continue' : 'View'}
                <span className="visually-hidden">
                  {' '}
                  {session.debt_name} session of {when(session.created_at)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {sessions.length > 0 ? (
        <ShowMore
          list={more}
          shown={sessions.length}
          max={PRACTICE_BOUND.max}
          noun="practice sessions"
        />
      ) : null}
    </Card>
  );
}
