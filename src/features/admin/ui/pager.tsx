import { Button } from '@/shared/ui';
import styles from './admin.module.css';

interface PagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  /** The next page is loading while the current one stays on screen. */
  busy?: boolean;
  onPage: (page: number) => void;
}

/** 'Showing 1–20 of 43 users' with Previous and Next, for the server's pages. */
export function Pager({ label, page, pageSize, total, noun, busy = false, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  if (total === 0) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.muted} aria-live="polite">
        Showing {first}–{last} of {total} {noun} · page {page} of {pages}
      </p>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1 || busy}
          onClick={() => onPage(page - 1)}
        >
          Previous page
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages || busy}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </Button>
      </div>
    </nav>
  );
}
