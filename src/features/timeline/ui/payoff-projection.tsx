import { useId } from 'react';
import { todayIn } from '@/shared/lib/dates';
import { formatUsd } from '@/shared/lib/money';
import { ChartOrTable, EmptyState, Money, Table } from '@/shared/ui';
import {
  type ProjectionDebt,
  type ProjectionMonth,
  PROJECTION_MAX_MONTHS,
  projectPayoff,
} from '../model/projection';
import { planLength, type PlanLengthEvent } from '../model/plan-length';
import styles from './payoff-projection.module.css';

export const PROJECTION_TITLE = 'Payoff projection';
export const PLAN_LABEL = 'Settlement plan';
export const MINIMUMS_LABEL = 'Minimums only';
export const PROJECTION_KEY =
  'Solid line: the settlement plan, each debt settled on its payoff date. Dashed line: paying only the minimum payments. No interest is counted, so paying only the minimums would take longer than shown.';
export const NOTHING_TO_PROJECT = 'Nothing to project yet';
export const NO_INCOME_PROJECTION =
  'N/A: the projection needs a net income above zero. Add your income under Income & Basic Expenses.';

const WIDTH = 640;
const HEIGHT = 300;
const LEFT = 88;
const RIGHT = 16;
const TOP = 40;
const BOTTOM = 60;

const monthsWord = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** A sentence that says what the chart shows: its description and the first line of the table. */
export function describeProjection(
  total: number,
  planMonths: number,
  minimumsMonths: number | null,
): string {
  const minimums =
    minimumsMonths === null
      ? `paying only the minimums still leaves debt after ${PROJECTION_MAX_MONTHS / 12} years`
      : `paying only the minimums takes ${monthsWord(minimumsMonths)}`;
  return `Your ${formatUsd(total)} of debt is settled in ${monthsWord(planMonths)} under the settlement plan; ${minimums}, with no interest counted.`;
}

/** Dollars short enough for an axis: $950, $12k, $1.2M. */
function axisMoney(amount: number): string {
  if (amount >= 1_000_000) return `$${(amount / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (amount >= 1_000)
    return `$${(amount / 1_000).toFixed(amount < 10_000 ? 1 : 0).replace(/\.0$/, '')}k`;
  return formatUsd(amount);
}

function monthStep(horizon: number): number {
  for (const step of [1, 2, 3, 6, 12, 24]) if (horizon / step <= 8) return step;
  return 24;
}

/** The month the plan reaches zero. */
function planEnd(months: readonly ProjectionMonth[]): number {
  return months.find((point) => point.plan === 0)?.month ?? months.length - 1;
}

/** Whether the plan ends too far right for its label to follow it. */
function planEndsLate(months: readonly ProjectionMonth[], horizon: number): boolean {
  return planEnd(months) > horizon * 0.6;
}

interface ChartProps {
  months: ProjectionMonth[];
  description: string;
}

function ProjectionChart({ months, description }: ChartProps) {
  const titleId = useId();
  const descId = useId();
  const horizon = months.length - 1;
  const max = Math.max(1, months[0]!.plan, months[0]!.minimums);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (month: number) => LEFT + (month / Math.max(1, horizon)) * plotWidth;
  const y = (amount: number) => TOP + plotHeight - (amount / max) * plotHeight;

  // The plan keeps a balance until a payoff date, then drops: a step line.
  const planPath = months
    .map((point, index) =>
      index === 0 ? `M${x(0)},${y(point.plan)}` : `H${x(point.month)}V${y(point.plan)}`,
    )
    .join('');
  const minimumsPath = months
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.month)},${y(point.minimums)}`)
    .join('');

  // Direct labels: the plan's on its zero line just after its last payoff (or at the right end
  // when that comes late), the minimums' above the dashed line halfway along.
  const planLate = planEndsLate(months, horizon);
  const planLabel = planLate
    ? { x: WIDTH - RIGHT, y: y(0) - 10, anchor: 'end' as const }
    : { x: x(planEnd(months)) + 8, y: y(0) - 10, anchor: 'start' as const };
  const middle = months[Math.ceil(horizon / 2)]!;
  const minimumsLabel = { x: x(middle.month) + 8, y: y(middle.minimums) - 12 };

  const step = monthStep(horizon);
  const ticks = months.filter((point) => point.month % step === 0).map((point) => point.month);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{PROJECTION_TITLE}</title>
      <desc id={descId}>{description}</desc>
      {[0, 0.5, 1].map((share) => (
        <g key={share}>
          <line
            className={styles.grid}
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={y(max * share)}
            y2={y(max * share)}
          />
          <text className={styles.axisLabel} x={LEFT - 8} y={y(max * share) + 5} textAnchor="end">
            {axisMoney(max * share)}
          </text>
        </g>
      ))}
      {ticks.map((month) => (
        <text
          key={month}
          className={styles.axisLabel}
          x={x(month)}
          y={HEIGHT - BOTTOM + 24}
          textAnchor="middle"
        >
          {month}
        </text>
      ))}
      <text
        className={styles.axisTitle}
        x={LEFT + plotWidth / 2}
        y={HEIGHT - 6}
        textAnchor="middle"
      >
        Months from now
      </text>
      <text className={styles.axisTitle} x={0} y={16}>
        Total balance
      </text>
      <path className={styles.minimums} d={minimumsPath} data-line="minimums" />
      <path className={styles.plan} d={planPath} data-line="plan" />
      <text
        className={styles.lineLabel}
        x={planLabel.x}
        y={planLabel.y}
        textAnchor={planLabel.anchor}
      >
        {PLAN_LABEL}
      </text>
      <text className={styles.lineLabel} x={minimumsLabel.x} y={minimumsLabel.y}>
        {MINIMUMS_LABEL}
      </text>
    </svg>
  );
}

export interface PayoffProjectionProps {
  tradelines: readonly ProjectionDebt[];
  netIncome: number;
  /** The timeline's events: each debt settles on its payoff date there (none: planned today). */
  events?: readonly PlanLengthEvent[] | undefined;
  today?: string | undefined;
}

/**
 * Total balance over time under the settlement plan against paying only the minimums, as a chart
 * with line styles and direct labels (readable without colour) and as a table behind a toggle.
 */
export function PayoffProjection({
  tradelines,
  netIncome,
  events = [],
  today = todayIn(),
}: PayoffProjectionProps) {
  const projection = projectPayoff(
    tradelines,
    netIncome,
    planLength({ tradelines, events, netIncome, today }),
  );
  const headingId = useId();
  let body;
  if (projection.kind === 'none') {
    body = (
      <EmptyState title={NOTHING_TO_PROJECT}>
        Add a tradeline under Lines of Credit to compare the settlement plan with paying only the
        minimums.
      </EmptyState>
    );
  } else if (projection.kind === 'no-income') {
    body = <p className={styles.note}>{NO_INCOME_PROJECTION}</p>;
  } else {
    const description = describeProjection(
      projection.months[0]!.plan,
      projection.planMonths,
      projection.minimumsMonths,
    );
    body = (
      <>
        <p className={styles.note}>{description}</p>
        <ChartOrTable
          chart={
            <figure className={styles.figure}>
              <ProjectionChart months={projection.months} description={description} />
              <figcaption className={styles.key}>{PROJECTION_KEY}</figcaption>
            </figure>
          }
          table={
            <div
              className={styles.tableWrap}
              // Scrolls on its own, so it takes focus for keyboard scrolling.
              tabIndex={0}
              role="region"
              aria-label={`${PROJECTION_TITLE} table`}
            >
              <Table
                caption={`${PROJECTION_TITLE}: total balance by month (no interest counted)`}
                columns={[
                  {
                    key: 'month',
                    header: 'Months from now',
                    cell: (point: ProjectionMonth) => point.month,
                  },
                  {
                    key: 'plan',
                    header: PLAN_LABEL,
                    align: 'right',
                    cell: (point: ProjectionMonth) => <Money amount={point.plan} />,
                  },
                  {
                    key: 'minimums',
                    header: MINIMUMS_LABEL,
                    align: 'right',
                    cell: (point: ProjectionMonth) => <Money amount={point.minimums} />,
                  },
                ]}
                rows={projection.months}
                rowKey={(point) => String(point.month)}
              />
            </div>
          }
        />
      </>
    );
  }
  return (
    <section className={styles.projection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {PROJECTION_TITLE}
      </h3>
      {body}
    </section>
  );
}

export default PayoffProjection;
