import { Suspense, createElement } from 'react';
import styles from '../auth.module.css';
import { useIdentityButton, type IdentityButtonProps } from './identity-button';

/** The identity button with an 'or' divider; nothing at all when no provider is configured. */
export function IdentitySignIn(props: IdentityButtonProps) {
  const Button = useIdentityButton();
  if (!Button) return null;
  return (
    <div className={styles.identity}>
      <Suspense fallback={null}>{createElement(Button, props)}</Suspense>
      <p className={styles.divider}>
        <span>or</span>
      </p>
    </div>
  );
}
