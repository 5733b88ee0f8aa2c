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
