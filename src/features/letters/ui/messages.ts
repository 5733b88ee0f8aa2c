/** The letters section's own messages (the API's refusals carry theirs). */
export const LETTERS_LOAD_FAILED = "Could not load this debt's letters. Please try again.";
export const CONTACTS_LOAD_FAILED = 'Could not load the contact log. Please try again.';
export const SENT_FAILED = 'Could not mark the letter as sent. Please try again.';
export const NOTICE_FAILED = 'Could not log the validation notice. Please try again.';
export const CONTACT_FAILED = 'Could not log the contact. Please try again.';
export const COPY_FAILED = 'Could not copy the letter. Select the text and copy it instead.';
export const PRINT_BLOCKED =
  'Your browser blocked the print view. Allow pop-ups for this site, or download the PDF.';
export const PDF_FAILED = 'Could not make the PDF. Please try again, or print the letter.';
export const RECEIPT_FAILED = 'Could not save the dates. Please try again.';
