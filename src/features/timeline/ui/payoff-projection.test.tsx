import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tradeline } from '@/features/tradelines';
import {
  MINIMUMS_LABEL,
  NO_INCOME_PROJECTION,
  NOTHING_TO_PROJECT,
  PayoffProjection,
  PLAN_LABEL,
} from './payoff-projection';

const tradeline = (uuid: string, balance: number, minimum: number): Tradeline => ({
  id: uuid,
  uuid,
  user_id: 'u1',
  account_name: `Card ${uuid}`,
  current_balance: balance,
  minimum_payment: minimum,
  credit_limit: 5000,
  utilization: 10,
  state: 'open',
  owed: balance,
  settled_on: null,
  saved: 0,
  report_checks: [],
});

const tradelines = [tradeline('a', 1000, 200), tradeline('b', 2000, 500)];
const SUMMARY =
  'Your $3,000 of debt is settled in 5 months under the settlement plan; paying only the minimums takes 5 months, with no interest counted.';

describe('PayoffProjection', () => {
  it('draws a solid plan line and a dashed minimums line, each labelled, with a description', () => {
    render(<PayoffProjection tradelines={tradelines} netIncome={300} />);
    const chart = screen.getByRole('img', { name: `Payoff projection ${SUMMARY}` });
    const plan = chart.querySelector('[data-line="plan"]')!;
    const minimums = chart.querySelector('[data-line="minimums"]')!;
    // Step line: 3000 until month 2, 2000 until month 5, then 0.
    expect(plan.getAttribute('d')).toMatch(/^M88,40H195.2V40H302.4V106.66/);
    expect(minimums.getAttribute('d')!.split('L')).toHaveLength(6);
    expect(minimums.getAttribute('class')).not.toBe(plan.getAttribute('class'));
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        PLAN_LABEL,
        MINIMUMS_LABEL,
        'Months from now',
        'Total balance',
        '$3k',
        '$0',
      ]),
    );
    expect(screen.getByText(/Solid line: the settlement plan/)).toBeInTheDocument();
  });

  it('shows the month-by-month figures as a table behind a toggle', async () => {
    render(<PayoffProjection tradelines={tradelines} netIncome={300} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: /total balance by month/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      `Months from now${PLAN_LABEL}${MINIMUMS_LABEL}`,
      '0$3,000$3,000',
      '1$3,000$2,300',
      '2$2,000$1,600',
      '3$2,000$900',
      '4$2,000$200',
      '5$0$0',
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as a chart' }));
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('says there is nothing to project without tradelines, and N/A without net income', () => {
    const { rerender } = render(<PayoffProjection tradelines={[]} netIncome={300} />);
    expect(screen.getByText(NOTHING_TO_PROJECT)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<PayoffProjection tradelines={tradelines} netIncome={0} />);
    expect(screen.getByText(NO_INCOME_PROJECTION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as a table' })).not.toBeInTheDocument();
  });
});
