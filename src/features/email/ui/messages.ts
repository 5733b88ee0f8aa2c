/** Texts the inbox shows in more than one place (spec section 2.3). */
export const NO_SUBJECT = 'No Subject';
export const UNKNOWN_SENDER = 'Unknown Sender';

/** A blank subject or sender reads as the spec's placeholder. */
export function subjectOf(email: { subject: string }): string {
  return email.subject.trim() || NO_SUBJECT;
}

export function senderOf(email: { sender_email: string }): string {
  return email.sender_email.trim() || UNKNOWN_SENDER;
}

/** The label of a sender whose SPF and DKIM checks failed: the From header may be forged. */
export const UNVERIFIED_LABEL = 'Unverified sender';
export const UNVERIFIED_HINT =
  'The checks that this email came from the domain in its From line failed, so it may not be from who it says. Confirm with your creditor directly before acting on it.';

export function isUnverified(email: { sender_verified?: boolean | null }): boolean {
  return email.sender_verified === false;
}
