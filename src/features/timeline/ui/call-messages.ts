/** The call flow's texts (spec sections 2.3, 5 and 8), word for word. */
export const CALL_STARTED = 'Call initiated! You will receive a call shortly.';
export const CALL_FAILED = 'Error starting call. Please try again.';
export const CALL_MISSING_DATA = 'User or tradeline not found';

export function callQuestion(step: string): string {
  return `Would you like to call your creditor to complete ${step}?`;
}
