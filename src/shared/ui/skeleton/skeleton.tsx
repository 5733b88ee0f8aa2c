import type { ReactNode } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
}

/** A grey placeholder block where content is still loading. */
export function Skeleton({ width = '100%', height = '1rem' }: SkeletonProps) {
  return <span className={styles.block} style={{ width, height }} aria-hidden="true" />;
}

interface LoadingBlockProps {
  /** Announced to screen readers, e.g. 'Loading tradelines'. */
  label: string;
  lines?: number;
  /**
   * The box's own layout with its values still to come (labels, '…', skeleton cells), shown
   * instead of plain lines: the box keeps its size when the data arrives, so nothing below it
   * moves (Lighthouse's layout shift).
   */
  children?: ReactNode;
}

/** The loading state of a box: a few skeleton lines and a status for assistive technology. */
export function LoadingBlock({ label, lines = 3, children }: LoadingBlockProps) {
  return (
    <div role="status" className={children === undefined ? styles.stack : undefined}>
      <span className="visually-hidden">{label}</span>
      {children === undefined ? (
        Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
        ))
      ) : (
        <div aria-hidden="true">{children}</div>
      )}
    </div>
  );
}
