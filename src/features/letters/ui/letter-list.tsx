import { formatCalendarDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui';
import type { SentLetter } from '../contract';
import {
  CFPB_LETTERS,
  LETTER_TITLES,
  SEND_METHOD_LABELS,
  STEP_LETTERS,
  type LetterKind,
} from '../model/letters';
import styles from './letters.module.css';

interface LetterListProps {
  /** The debt's letters sent, newest first. */
  sent: readonly SentLetter[];
  onOpen: (kind: LetterKind) => void;
}

/** The step letters and the CFPB's five, each with when it was last sent. */
export function LetterList({ sent, onOpen }: LetterListProps) {
  const group = (title: string, kinds: readonly LetterKind[]) => (
    <div className={styles.part}>
      <h6 className={styles.partTitle}>{title}</h6>
      <ul className={styles.letters}>
        {kinds.map((kind) => {
          const last = sent.find((letter) => letter.kind === kind);
          return (
            <li key={kind} className={styles.letter}>
              <span>{LETTER_TITLES[kind]}</span>
              {last ? (
                <span className={styles.sent}>
                  Sent {formatCalendarDate(last.sent_date)},{' '}
                  {SEND_METHOD_LABELS[last.method].toLowerCase()}
                </span>
              ) : (
                <span className={styles.muted}>Not sent yet</span>
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onOpen(kind)}
                aria-label={`Open letter: ${LETTER_TITLES[kind]}`}
              >
                Open letter
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
  return (
    <>
      {group('Step letters', STEP_LETTERS)}
      {group("The CFPB's sample letters to debt collectors", CFPB_LETTERS)}
    </>
  );
}
