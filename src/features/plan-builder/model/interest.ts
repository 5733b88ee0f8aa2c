/** The interest form's email rule (spec section 5): no whitespace, one @, a dot in the domain. */
export const INTEREST_MESSAGES = {
  emptyEmail: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
} as const;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an email the form must not send, or null when it may be sent. */
export function interestEmailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return INTEREST_MESSAGES.emptyEmail;
  if (!SIMPLE_EMAIL.test(trimmed)) return INTEREST_MESSAGES.invalidEmail;
  return null;
}
