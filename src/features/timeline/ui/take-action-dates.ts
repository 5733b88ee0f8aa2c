export function daysLateText(days: number): string {
  return days === 1 ? '1 day late' : `${days} days late`;
}
