/** The call flow's texts (spec sections 2.3, 5 and 8), word for word. */
export const CALL_STARTED = 'Call initiated! You will receive a call shortly.';
export const CALL_FAILED = 'Error starting call. Please try again.';
export const CALL_MISSING_DATA = 'User or tradeline not found';
/** Not in the spec: the phone number asked for in the call dialog could not be saved. */
export const CALL_PHONE_SAVE_FAILED = 'Could not save your phone number. Please try again.';

export function callQuestion(step: string): string {
  return `Would you like to call your creditor to complete ${step}?`;
}
