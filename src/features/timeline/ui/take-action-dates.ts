/** 'Nov 24, 2026' for a calendar date, in UTC so the day never shifts with the time zone. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatStepDate(date: string): string {
  return dateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export function daysLateText(days: number): string {
  return days === 1 ? '1 day late' : `${days} days late`;
}
