import { Fragment } from 'react';
import styles from './address.module.css';

/**
 * An email address that wraps at its @ and dots before anywhere else: a narrow column or a
 * phone shows 'very.long.name@' / 'example.com' rather than a word cut in two (issue 33
 * point 7). A part longer than the line still breaks, as a last resort.
 */
export function Address({ children: email }: { children: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={styles.address}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
