import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps the column in view at the table's end while the others scroll sideways. */
  pinned?: boolean;
  /** Leaves the column out on a phone (its cells' content shows elsewhere in the row there). */
  hideOnPhone?: boolean;
  /** The cell's name on a phone's card (`cardsOnPhone`); the header when it is plain text. */
  label?: string;
}

const cellClass = (column: Column<never>) =>
  [
    column.align === 'right' ? styles.right : '',
    column.pinned ? styles.pinned : '',
    column.hideOnPhone ? styles.hideOnPhone : '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * Shows its content in a cell only on a phone: where a `hideOnPhone` column's content goes
 * instead (the sender under an email's subject).
 */
export function OnPhoneOnly({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={`${styles.onPhoneOnly} ${className ?? ''}`}>{children}</span>;
}

interface TableProps<Row> {
  caption: ReactNode;
  /** Hide the caption visually while keeping it for screen readers. */
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows shown before the data rows, such as a Total row. */
  leadingRows?: ReactNode;
  /** Makes each row open something; the first cell becomes a button for keyboard users. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  empty?: ReactNode;
  /**
   * On a phone each row becomes a card: its cells one under another, each named by its column,
   * so a wide table (the call queue) needs no sideways scrolling and keeps its actions in view.
   */
  cardsOnPhone?: boolean;
}

const cellLabel = (column: Column<never>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  leadingRows,
  onRowClick,
  rowLabel,
  empty,
  cardsOnPhone = false,
}: TableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className={styles.scroll}>
      <table className={cardsOnPhone ? `${styles.table} ${styles.cards}` : styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leadingRows}
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onRowClick ? styles.clickable : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  className={cellClass(column)}
                  data-label={cardsOnPhone ? cellLabel(column as Column<never>) : undefined}
                >
                  {index === 0 && onRowClick ? (
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={rowLabel?.(row)}
                      onClick={(event) => {
                        event.stopPropagation();
                        onRowClick(row);
                      }}
                    >
                      {column.cell(row)}
                    </button>
                  ) : cardsOnPhone ? (
                    // One box beside the cell's name on a card, whatever the cell holds.
                    <div>{column.cell(row)}</div>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
