import { useId } from 'react';
import { ChartOrTable, Table } from '@/shared/ui';
import type { Analytics } from '../contract';
import { formatWeek } from '../model/messages';
import styles from './admin.module.css';

type Weeks = Analytics['signups_per_week'];

const WIDTH = 600;
const HEIGHT = 240;
const TOP = 30;
const BOTTOM = 40;
const SIDE = 8;

/** A sentence that says what the chart shows, for screen readers and as the SVG's description. */
export function describeSignups(weeks: Weeks): string {
  if (weeks.length === 0) return 'No weeks to show.';
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const busiest = weeks.reduce((best, week) => (week.count > best.count ? week : best));
  const range = `the ${weeks.length} weeks from ${formatWeek(weeks[0]!.week_start)} to ${formatWeek(
    weeks[weeks.length - 1]!.week_start,
  )}`;
  if (total === 0) return `No sign-ups in ${range}.`;
  return `${total} sign-up${total === 1 ? '' : 's'} in ${range}; the most, ${busiest.count}, in the week of ${formatWeek(busiest.week_start)}.`;
}

/**
 * Sign-ups per week as bars, each labelled with its count (readable without colour), with the
 * same figures as a table behind a toggle.
 */
export function SignupsChart({ weeks }: { weeks: Weeks }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const slot = (WIDTH - SIDE * 2) / Math.max(1, weeks.length);
  const barWidth = slot * 0.6;
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <ChartOrTable
      chart={
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>Sign-ups per week</title>
          <desc id={descId}>{describeSignups(weeks)}</desc>
          <line
            className={styles.axis}
            x1={SIDE}
            x2={WIDTH - SIDE}
            y1={HEIGHT - BOTTOM}
            y2={HEIGHT - BOTTOM}
          />
          {weeks.map((week, index) => {
            const height = (week.count / max) * plot;
            const x = SIDE + index * slot + (slot - barWidth) / 2;
            const y = HEIGHT - BOTTOM - height;
            const centre = x + barWidth / 2;
            return (
              <g key={week.week_start}>
                <rect className={styles.bar} x={x} y={y} width={barWidth} height={height} rx={3} />
                <text className={styles.barLabel} x={centre} y={y - 8} textAnchor="middle">
                  {week.count}
                </text>
                <text
                  className={styles.axisLabel}
                  x={centre}
                  y={HEIGHT - BOTTOM + 22}
                  textAnchor="middle"
                >
                  {index % 2 === 0 || weeks.length <= 6 ? formatWeek(week.week_start) : ''}
                </text>
              </g>
            );
          })}
        </svg>
      }
      table={
        <Table
          caption="Sign-ups per week (weeks start on Monday, UTC)"
          columns={[
            { key: 'week', header: 'Week of', cell: (week) => formatWeek(week.week_start) },
            { key: 'count', header: 'Sign-ups', align: 'right', cell: (week) => week.count },
          ]}
          rows={weeks}
          rowKey={(week) => week.week_start}
        />
      }
    />
  );
}
