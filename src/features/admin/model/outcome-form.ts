/**
 * The call-outcome form (Admin > Call queue): its note checked by the contract's own rule,
 * required after trimming and at most `CALL_NOTE_MAX` characters.
 */
import * as z from 'zod/mini';
import { CALL_NOTE_MAX, CallOutcomeBodySchema } from '../contract';
import { ADMIN_MESSAGES } from './messages';

export const OutcomeFormSchema = z.object({ note: CallOutcomeBodySchema.shape.note });
export type OutcomeFormValues = z.output<typeof OutcomeFormSchema>;

export const NOTE_TOO_LONG = `Keep the note to ${CALL_NOTE_MAX} characters`;

/** The contract's refusals in the area's words (its minimum already says ADMIN_MESSAGES'). */
export function outcomeMessage(issue: { code?: string }): string | undefined {
  if (issue.code === 'too_small') return ADMIN_MESSAGES.noteRequired;
  if (issue.code === 'too_big') return NOTE_TOO_LONG;
  return undefined;
}
