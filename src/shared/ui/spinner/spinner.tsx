import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; omit inside an element that already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const ring = <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className={styles.wrap}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
