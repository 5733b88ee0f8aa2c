/**
 * Which paid actions a program includes, the same rule on both backends: creditor calls need
 * debt negotiation (level 1 or 2), email summaries need email interception. No program, none.
 */
import type { Program } from '../contract';

export function includesCalls(program: Pick<Program, 'debt_negotiation'> | null | undefined) {
  return (program?.debt_negotiation ?? 0) > 0;
}

export function includesEmailSummaries(program: Pick<Program, 'email_opt_in'> | null | undefined) {
  return program?.email_opt_in === true;
}
