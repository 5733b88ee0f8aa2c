/** Dates of emails and summaries in the user's time zone (AC-17). */
import { formatInstant } from '@/shared/lib/dates';

export function formatDateTime(iso: string): string {
  return formatInstant(iso, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function formatDate(iso: string): string {
  return formatInstant(iso, { month: 'short', day: 'numeric', year: 'numeric' });
}
