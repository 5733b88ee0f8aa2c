/** The conversation so far, as an accessible live log; once ended, prohibited lines are named. */
import type { PracticeSession } from '../contract';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './practice.module.css';

export function PracticeTranscript({ session }: { session: PracticeSession }) {
  return (
    // The log scrolls on its own, so it takes the focus to be scrolled from the keyboard.
    <div
      className={styles.transcript}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
    >
      <ol className={layout.plainList}>
        {session.transcript.map((line, index) => (
          <li
            key={index}
            className={line.speaker === 'agent' ? styles.agent : styles.user}
            data-speaker={line.speaker}
          >
            <span className={styles.speaker}>
              {line.speaker === 'agent' ? session.agent_name : 'You'}
            </span>
            <span>{line.text}</span>
            {line.violation ? (
              <span className={styles.violation}>
                Not allowed: {line.violation.what} ({line.violation.reference})
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
