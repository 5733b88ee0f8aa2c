import { useMemo } from 'react';
import { emailBodySegments } from '../model/body';
import styles from './email.module.css';

/** An untrusted email body as text and safe links; links open in a new tab without an opener. */
export function EmailBody({ content }: { content: string }) {
  const segments = useMemo(() => emailBodySegments(content), [content]);
  return (
    <div className={styles.body} data-testid="email-body">
      {segments.map((segment, index) =>
        segment.href ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
