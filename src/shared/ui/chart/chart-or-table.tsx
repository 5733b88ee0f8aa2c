import { type ReactNode, useState } from 'react';
import { Button } from '../button/button';
import styles from './chart.module.css';

interface ChartOrTableProps {
  /** The chart: an SVG with role="img", a title and a description. */
  chart: ReactNode;
  /** The same figures as a table, the chart's text alternative. */
  table: ReactNode;
}

/**
 * A hand-drawn chart with its figures as a table behind a 'Show as a table' toggle, so every
 * chart has a text alternative one click away.
 */
export function ChartOrTable({ chart, table }: ChartOrTableProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <div>
      <div className={styles.toggle}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
        >
          {view === 'chart' ? 'Show as a table' : 'Show as a chart'}
        </Button>
      </div>
      {view === 'chart' ? chart : table}
    </div>
  );
}
