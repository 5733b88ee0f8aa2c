import { Spinner } from '@/shared/ui/spinner/spinner';
import styles from './site-layout.module.css';

/** Shown while a page's code is downloading. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
