/**
 * The letters slice's forms (mark a letter as sent, log a validation notice, log a contact): what
 * each field accepts, in the words the form shows. The server checks the rest (dates in the
 * future, the time zone) with the contract's messages. The debt's details the letters read are
 * edited in one place, the settlement workspace's 'What we know about the debt'.
 */
import * as z from 'zod/mini';
import { SEND_METHODS } from './letters';
import { CONTACT_METHODS } from './regulation-f';

const date = (message: string) => z.iso.date(message);
/** An optional date: empty, or a date. */
const optionalDate = (message: string) =>
  z
    .string()
    .check(z.refine((text) => text === '' || date(message).safeParse(text).success, message));

export const SentFormSchema = z.object({
  sent_date: date('Enter the date you sent it.'),
  method: z.enum(SEND_METHODS, 'Choose how you sent it.'),
});
export type SentFormValues = z.infer<typeof SentFormSchema>;

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
