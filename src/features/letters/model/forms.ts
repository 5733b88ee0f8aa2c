/**
 * The letters slice's forms (mark a letter as sent, log a validation notice, log a contact): what
 * each field accepts, in the words the form shows. The server checks the rest (dates in the
 * future, the time zone) with the contract's messages. The debt's details the letters read are
 * edited in one place, the settlement workspace's 'What we know about the debt'.
 */
import * as z from 'zod/mini';
import { SEND_METHODS, TRACKING_NUMBER_MESSAGE, TRACKING_NUMBER_PATTERN } from './letters';
import { CONTACT_METHODS } from './regulation-f';

const date = (message: string) => z.iso.date(message);
/** An optional date: empty, or a date. */
const optionalDate = (message: string) =>
  z
    .string()
    .check(z.refine((text) => text === '' || date(message).safeParse(text).success, message));

export const SentFormSchema = z
  .object({
    sent_date: date('Enter the date you sent it.'),
    method: z.enum(SEND_METHODS, 'Choose how you sent it.'),
    /** Certified mail's; empty when not given. */
    tracking_number: z
      .string()
      .check(
        z.refine(
          (text) => text.trim() === '' || TRACKING_NUMBER_PATTERN.test(text.trim()),
          TRACKING_NUMBER_MESSAGE,
        ),
      ),
    received_date: optionalDate('Enter the date it was received, or leave it empty.'),
  })
  .check(
    z.refine((values) => values.received_date === '' || values.received_date >= values.sent_date, {
      message: 'The date it was received cannot be before the date it was sent.',
      path: ['received_date'],
    }),
  );
export type SentFormValues = z.infer<typeof SentFormSchema>;

/** The dates learned later: when it arrived, when the collector answered. */
export const ReceiptFormSchema = z.object({
  received_date: optionalDate('Enter the date it was received, or leave it empty.'),
  answered_date: optionalDate('Enter the date the answer arrived, or leave it empty.'),
});
export type ReceiptFormValues = z.infer<typeof ReceiptFormSchema>;

export const NoticeFormSchema = z.object({
  received_date: date('Enter the date you received the notice.'),
  sent_date: optionalDate('Enter the date it was sent, or leave it empty.'),
});
export type NoticeFormValues = z.infer<typeof NoticeFormSchema>;

export const ContactFormSchema = z.object({
  date: date('Enter the date of the contact.'),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time of the contact.')),
  method: z.enum(CONTACT_METHODS, 'Choose how they contacted you.'),
  note: z.string().check(z.maxLength(1000, 'Keep the note under 1,000 characters.')),
  allowed_notice: z.boolean(),
});
export type ContactFormValues = z.infer<typeof ContactFormSchema>;
