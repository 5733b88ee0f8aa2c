/** Dates of emails and summaries in the user's locale and time zone. */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateTime.format(time) : iso;
}

export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateOnly.format(time) : iso;
}
