import { Button, EmptyState } from '@/shared/ui';
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
  if (total === 0 || page > pages) return null;
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

/** One page of a server's list, as the admin endpoints answer. */
export interface ServerPage<Row = unknown> {
  items: readonly Row[];
  total: number;
  page: number;
  page_size: number;
}

/** A page past the last one (an old link, or rows gone meanwhile): it has rows elsewhere. */
export function isPastTheEnd(data: ServerPage): boolean {
  return data.items.length === 0 && data.total > 0 && data.page > 1;
}

/** What a table past the last page shows instead of its empty state, with the way back. */
export function PastTheEnd({
  data,
  noun,
  onPage,
}: {
  data: ServerPage;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <EmptyState
      title={`There is no page ${data.page}`}
      action={
        <Button variant="secondary" size="sm" onClick={() => onPage(pages)}>
          Go to page {pages}
        </Button>
      }
    >
      <p>
        The {data.total} {noun} fit on {pages === 1 ? 'one page' : `${pages} pages`}.
      </p>
    </EmptyState>
  );
}
