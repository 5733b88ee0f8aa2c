import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone?: 'error' | 'warning' | 'success' | 'info';
  title?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

/** An inline message; errors and warnings are announced at once, others politely. */
export function Alert({ tone = 'error', title, children, action }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={urgent ? 'alert' : 'status'}>
      <div>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
