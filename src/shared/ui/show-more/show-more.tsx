import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import styles from './show-more.module.css';

/** What a growing list's query says about its next page (TanStack's infinite query fields). */
export interface ShowMoreList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface ShowMoreProps {
  list: ShowMoreList;
  /** Rows on screen now. */
  shown: number;
  /** The contract's maximum: when that many are shown, the list says so. */
  max: number;
  /** Plural, lower case: 'emails'. */
  noun: string;
}

/**
 * 'Show more' under a list read through its `?limit=`: the rows shown stay while more load, a
 * failure says so beside them with a retry, and a list at the contract's maximum says it shows
 * the newest ones only.
 */
export function ShowMore({ list, shown, max, noun }: ShowMoreProps) {
  if (list.isFetchNextPageError) {
    return (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void list.fetchNextPage()}>
            Try again
          </Button>
        }
      >
        More {noun} could not be loaded. The {shown} shown are still here.
      </Alert>
    );
  }
  if (list.hasNextPage || list.isFetchingNextPage) {
    return (
      <div className={styles.more}>
        <Button
          variant="secondary"
          busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? `Loading more ${noun}...` : `Show more ${noun}`}
        </Button>
      </div>
    );
  }
  if (shown >= max) {
    return (
      <p className={styles.note} role="status">
        Showing the newest {max} {noun}.
      </p>
    );
  }
  return null;
}
