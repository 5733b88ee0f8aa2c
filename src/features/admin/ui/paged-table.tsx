import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingBlock, Table, type Column } from '@/shared/ui';
import { isPastTheEnd, Pager, PastTheEnd, type ServerPage } from './pager';
import { QueryError } from './query-error';

interface PagedTableProps<Row> {
  /** The read of the page shown; the previous page stays on screen while the next one loads. */
  read: UseQueryResult<ServerPage<Row>>;
  /** What the rows are, plural ('users'), for the pager and the page past the end. */
  noun: string;
  loadingLabel: string;
  loadingLines: number;
  /** The failed read's message when the server gives no detail. */
  failed: string;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** The pager's accessible name. */
  pagerLabel: string;
  /** What a read with no rows at all shows. */
  empty: ReactNode;
  onPage: (page: number) => void;
}

/**
 * An admin list of the server's pages: loading, a failed read with Try again, the table (a card a
 * row on a phone), the page past the last one, and the pager under it.
 */
export function PagedTable<Row>({
  read,
  noun,
  loadingLabel,
  loadingLines,
  failed,
  caption,
  columns,
  rowKey,
  pagerLabel,
  empty,
  onPage,
}: PagedTableProps<Row>) {
  if (read.isPending) return <LoadingBlock label={loadingLabel} lines={loadingLines} />;
  if (read.isError)
    return <QueryError error={read.error} fallback={failed} onRetry={() => void read.refetch()} />;
  const data = read.data;
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={data.items}
        rowKey={rowKey}
        cardsOnPhone
        empty={isPastTheEnd(data) ? <PastTheEnd data={data} noun={noun} onPage={onPage} /> : empty}
      />
      <Pager
        label={pagerLabel}
        page={data.page}
        pageSize={data.page_size}
        total={data.total}
        noun={noun}
        busy={read.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}
