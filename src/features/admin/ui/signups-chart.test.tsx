import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeSignups, SignupsChart } from './signups-chart';

const weeks = [
  { week_start: '2026-11-02', count: 0 },
  { week_start: '2026-11-09', count: 4 },
  { week_start: '2026-11-16', count: 1 },
  { week_start: '2026-11-23', count: 2 },
];

describe('SignupsChart', () => {
  it('labels every bar with its count and says what the chart shows', () => {
    render(<SignupsChart weeks={weeks} />);
    const chart = screen.getByRole('img', {
      name: 'Sign-ups per week 7 sign-ups in the 4 weeks from Nov 2 to Nov 23; the most, 4, in the week of Nov 9.',
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels.filter((_, index) => index % 2 === 0)).toEqual(['0', '4', '1', '2']);
  });

  it('shows the same figures as a table behind a toggle', async () => {
    render(<SignupsChart weeks={weeks} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: /Sign-ups per week/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Week ofSign-ups', 'Nov 20', 'Nov 94', 'Nov 161', 'Nov 232']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when there were no sign-ups', () => {
    expect(describeSignups(weeks.map((week) => ({ ...week, count: 0 })))).toBe(
      'No sign-ups in the 4 weeks from Nov 2 to Nov 23.',
    );
  });
});
