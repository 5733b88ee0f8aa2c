/** Past sessions with their result; each opens with its transcript and tips. */
import { formatUsd } from '@/shared/lib/money';
import { Button, Card } from '@/shared/ui';
import type { PracticeSummary } from '../contract';
import { DIFFICULTY_LABELS, HOLDER_LABELS } from '../model/setup';
import { resultHeading } from './practice-result';
import styles from './practice.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function PracticeHistory({
  sessions,
  onOpen,
}: {
  sessions: readonly PracticeSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <Card title="Your practice sessions" headingLevel={3}>
      {sessions.length === 0 ? (
        <p className={styles.muted}>No practice sessions yet.</p>
      ) : (
        <ul className={styles.history}>
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <p className={styles.historyTitle}>
                  {session.debt_name}: {formatUsd(session.balance)}
                </p>
                <p className={styles.muted}>
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
    </Card>
  );
}
