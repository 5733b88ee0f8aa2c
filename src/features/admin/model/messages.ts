/** The admin area's texts and labels, written once. */
import { formatMonthly } from '@/shared/lib/money';
import { BASE_PLAN_INFO, type BasePlan } from '@/shared/lib/plans';
import type { AdminUser, CallStatus } from '../contract';

export const ADMIN_MESSAGES = {
  analyticsFailed: 'The figures could not be loaded.',
  usersFailed: 'The users could not be loaded.',
  callsFailed: 'The call queue could not be loaded.',
  roleChangeFailed: 'The role could not be changed. Please try again.',
  claimFailed: 'The call could not be claimed. Please try again.',
  outcomeFailed: 'The outcome could not be saved. Please try again.',
  noteRequired: 'Add a note about the call',
  noUsers: 'No user matches this search',
  noOpenCalls: 'No calls are waiting',
  noClosedCalls: 'No calls have been placed or marked failed yet',
} as const;

export function planLabel(plan: BasePlan | 'none' | null): string {
  return plan === null || plan === 'none' ? 'No plan' : BASE_PLAN_INFO[plan].label;
}

export function subscriptionLabel(user: Pick<AdminUser, 'subscription_status'>): string {
  const status = user.subscription_status;
  if (status === null) return 'None';
  return (status.charAt(0).toUpperCase() + status.slice(1)).replace(/_/g, ' ');
}

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  requested: 'Waiting',
  claimed: 'Claimed',
  placed: 'Placed',
  failed: 'Failed',
};

export function roleLabel(role: AdminUser['role']): string {
  return role === 'admin' ? 'Admin' : 'User';
}

/** A date and time in the reader's locale: 'Nov 24, 2026, 9:05 AM'. */
export function formatInstant(instant: string): string {
  return new Date(instant).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A calendar date: 'Nov 24, 2026'. */
export function formatDay(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** A week's Monday (`YYYY-MM-DD`) as 'Nov 24'. */
export function formatWeek(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A user's program in a few words with what it bills a month (the users table, issue 33). */
export function programSummary(program: AdminUser['program']): string {
  if (!program) return 'none saved';
  const parts = ['Base'];
  if (program.email_opt_in) parts.push('email deflection');
  if (program.savings_support) parts.push('Savings Support');
  if (program.debt_negotiation > 0)
    parts.push(`Debt Negotiation level ${program.debt_negotiation}`);
  return `${parts.join(', ')}: ${formatMonthly(program.monthly_amount)}`;
}
