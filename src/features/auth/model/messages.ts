/** The texts of spec sections 5 and 8 for accounts, word for word, kept in one place. */
export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

export const GOOGLE_FAILED = 'Google Sign-In failed. Please try again or use manual login.';
export const GOOGLE_UNAVAILABLE = 'Google Sign-In not available. Try again in a moment.';
export const GOOGLE_ACCOUNT_EXISTS =
  'Account exists but Google login failed. Please use email/password login.';
export const GOOGLE_NO_EMAIL = 'Could not extract email from Google token.';

export const SIGNUP_SUBMIT_FAILED =
  'There was a problem submitting your information. Please try again.';

export const PASSWORD_MUST_CONTAIN = 'Password must contain:';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const EMAIL_EXISTS = 'An account with this email already exists';
export const EMAIL_CHECK_FAILED = 'Could not validate email';

// Texts the spec leaves open (docs/decisions.md, Accounts).
export const USERNAME_REQUIRED = 'Please enter your username or email';
export const PASSWORD_REQUIRED = 'Please enter your password';
export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
// The API keeps names to 100 characters; zod/mini in the browser has no English text of its own.
export const NAME_TOO_LONG = 'Please keep this to 100 characters or fewer';
export const DOB_REQUIRED = 'Date of birth is required';
export const DOB_IN_FUTURE = 'Date of birth must be in the past';
export const AGREEMENT_REQUIRED = 'You must agree to the terms to continue';
