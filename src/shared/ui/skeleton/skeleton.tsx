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
}

/** The loading state of a box: a few skeleton lines and a status for assistive technology. */
export function LoadingBlock({ label, lines = 3 }: LoadingBlockProps) {
  return (
    <div role="status" className={styles.stack}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
