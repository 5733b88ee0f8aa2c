/**
 * Letters and the collector rules (issue 28): letters marked as sent, validation notices and
 * their window (free), and the contact log with its Regulation F flags (an active
 * subscription). Times in the contact log are the user's local wall-clock times.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  UserIdParamsSchema,
  withMeta,
} from '@/shared/api/schemas';
import { HOLDERS } from '@/shared/lib/debt-holders';
import {
  LETTER_KINDS,
  SEND_METHODS,
  TRACKING_NUMBER_MESSAGE,
  TRACKING_NUMBER_PATTERN,
} from './model/letters';
import { CONTACT_METHODS, FLAG_RULES } from './model/regulation-f';

export const LetterKindSchema = z.enum(LETTER_KINDS);
export const SendMethodSchema = z.enum(SEND_METHODS);
export const ContactMethodSchema = z.enum(CONTACT_METHODS);
export const FlagRuleSchema = z.enum(FLAG_RULES);
export const HolderSchema = z.enum(HOLDERS);

/** `YYYY-MM-DDTHH:mm`, the user's local time. */
export const LocalDateTimeSchema = z
  .string()
  .check(
    z.regex(
      /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
      'Enter the date and time of the contact.',
    ),
  );

/** An IANA time zone name (checked against the runtime's list by the service). */
export const TimeZoneSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const TrackingNumberSchema = z
  .string()
  .check(z.trim(), z.regex(TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_MESSAGE));

export const SentLetterSchema = z.object({
  id: IdSchema,
  tradeline_id: IdSchema,
  kind: LetterKindSchema,
  sent_date: DateSchema,
  method: SendMethodSchema,
  /** Certified mail's tracking number, when given. */
  tracking_number: z.nullable(z.string()),
  /** The date the recipient received it, when the user knows it (the green card, tracking). */
  received_date: z.nullable(DateSchema),
  /**
   * The date its effects run from: `received_date`, else the receipt assumed five business
   * days after sending.
   */
  receipt_date: DateSchema,
  receipt_assumed: z.boolean(),
  /** The date the collector's answer arrived (verification, the original creditor's name). */
  answered_date: z.nullable(DateSchema),
  /** Whether the letter disputes the debt (a dispute letter, or notice to a collector). */
  dispute: z.boolean(),
  created_at: DateTimeSchema,
});
export type SentLetter = z.infer<typeof SentLetterSchema>;

export const MarkSentBodySchema = z.strictObject({
  kind: LetterKindSchema,
  sent_date: DateSchema,
  method: SendMethodSchema,
  /** Kept with certified mail only. */
  tracking_number: z.optional(z.nullable(TrackingNumberSchema)),
  received_date: z.optional(z.nullable(DateSchema)),
});
export type MarkSentBody = z.infer<typeof MarkSentBodySchema>;

/** The dates learned after sending: received, answered (null clears one). */
export const UpdateSentLetterBodySchema = withMeta(
  z
    .strictObject({
      received_date: z.optional(z.nullable(DateSchema)),
      answered_date: z.optional(z.nullable(DateSchema)),
    })
    .check(z.refine((body) => Object.keys(body).length > 0, 'Send at least one date to update.')),
  { minProperties: 1 },
);
export type UpdateSentLetterBody = z.infer<typeof UpdateSentLetterBodySchema>;

export const SentLetterParamsSchema = z.strictObject({ id: IdSchema, letter_id: IdSchema });

export const ValidationNoticeSchema = z.object({
  id: IdSchema,
  tradeline_id: IdSchema,
  received_date: DateSchema,
  /** The date the collector sent it, when the user knows it. */
  sent_date: z.nullable(DateSchema),
  created_at: DateTimeSchema,
});
export type ValidationNotice = z.infer<typeof ValidationNoticeSchema>;

export const LogNoticeBodySchema = z.strictObject({
  received_date: DateSchema,
  sent_date: z.nullable(DateSchema),
});
export type LogNoticeBody = z.infer<typeof LogNoticeBodySchema>;

/** The dispute window of the newest notice (12 CFR 1006.34(b)(5), 1006.38). */
export const DisputeWindowSchema = z.object({
  received_date: DateSchema,
  sent_date: z.nullable(DateSchema),
  assumed_receipt: z.nullable(DateSchema),
  /** The last day a dispute is in time. */
  ends: DateSchema,
  /** The first dispute sent in time, else the first sent late, else null. */
  disputed_on: z.nullable(DateSchema),
  disputed_in_time: z.boolean(),
  /** From the receipt of the dispute sent in time until the collector's answer: no collection. */
  paused_from: z.nullable(DateSchema),
  paused_until: z.nullable(DateSchema),
});
export type DisputeWindow = z.infer<typeof DisputeWindowSchema>;

/** A debt's letters: what was sent, the notices received, and the window they open. */
export const DebtLettersSchema = z.object({
  tradeline_id: IdSchema,
  sent: z.array(SentLetterSchema),
  notices: z.array(ValidationNoticeSchema),
  window: z.nullable(DisputeWindowSchema),
});
export type DebtLetters = z.infer<typeof DebtLettersSchema>;

export const ContactSchema = z.object({
  id: IdSchema,
  tradeline_id: IdSchema,
  occurred_at: LocalDateTimeSchema,
  time_zone: TimeZoneSchema,
  method: ContactMethodSchema,
  note: z.string(),
  allowed_notice: z.boolean(),
  /** Logged by the user, or an email the deflection inbox received from a linked sender. */
  source: z.enum(['logged', 'email']),
  /** Who held the debt when the contact happened (the debt's holder then; null when unknown). */
  holder_kind: z.nullable(HolderSchema),
  flags: z.array(FlagRuleSchema),
});
export type Contact = z.infer<typeof ContactSchema>;

export const LogContactBodySchema = z.strictObject({
  occurred_at: LocalDateTimeSchema,
  time_zone: TimeZoneSchema,
  method: ContactMethodSchema,
  note: z.string().check(z.trim(), z.maxLength(1000, 'Keep the note under 1,000 characters.')),
  allowed_notice: z.boolean(),
});
export type LogContactBody = z.infer<typeof LogContactBodySchema>;

export const ContactLogQuerySchema = z.strictObject({
  /** The zone to show intercepted emails in (the profile's state or the browser's). */
  time_zone: z.optional(TimeZoneSchema),
});

export const ContactLogSchema = z.object({
  tradeline_id: IdSchema,
  /** Whether Regulation F covers the holder: flags only when `covered`. */
  coverage: z.enum(['covered', 'original_creditor', 'unknown']),
  stop_letter_sent: z.nullable(DateSchema),
  /** Its receipt (given, else assumed): contacts after it are flagged. */
  stop_letter_received: z.nullable(DateSchema),
  /** Newest first. */
  contacts: z.array(ContactSchema),
  linked_senders: z.array(z.string()),
});
export type ContactLog = z.infer<typeof ContactLogSchema>;

/** At most this many senders per debt. */
export const MAX_LINKED_SENDERS = 10;

export const LinkSendersBodySchema = z.strictObject({
  senders: z
    .array(
      z.pipe(
        z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
        z.email('Enter each sender as an email address.'),
      ),
    )
    .check(z.maxLength(MAX_LINKED_SENDERS, `Link at most ${MAX_LINKED_SENDERS} senders.`)),
  /** The zone the answer shows intercepted emails in. */
  time_zone: z.optional(TimeZoneSchema),
});
export type LinkSendersBody = z.infer<typeof LinkSendersBodySchema>;

export const lettersEndpoints = {
  listLetters: defineEndpoint({
    method: 'GET',
    path: '/letters/{user_id}',
    summary: "The letters sent and validation notices of each of the user's debts",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: z.array(DebtLettersSchema),
    errors: [400, 401, 403],
  }),
  markLetterSent: defineEndpoint({
    method: 'POST',
    path: '/tradelines/{id}/letters',
    summary: "Record a letter as sent on a debt (the date and how); it joins the debt's history",
    access: 'user',
    params: IdParamsSchema,
    body: MarkSentBodySchema,
    response: SentLetterSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  updateSentLetter: defineEndpoint({
    method: 'PATCH',
    path: '/tradelines/{id}/letters/{letter_id}',
    summary:
      "A sent letter's receipt date (its effects run from it) or the date the collector answered",
    access: 'user',
    params: SentLetterParamsSchema,
    body: UpdateSentLetterBodySchema,
    response: SentLetterSchema,
    errors: [400, 401, 403, 404],
  }),
  logValidationNotice: defineEndpoint({
    method: 'POST',
    path: '/tradelines/{id}/validation-notices',
    summary: "Log a validation notice received: it opens the debt's dispute window",
    access: 'user',
    params: IdParamsSchema,
    body: LogNoticeBodySchema,
    response: ValidationNoticeSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  getContactLog: defineEndpoint({
    method: 'GET',
    path: '/tradelines/{id}/contacts',
    summary: "A debt's contact log with each contact's Regulation F flags (a subscription)",
    access: 'user',
    params: IdParamsSchema,
    query: ContactLogQuerySchema,
    response: ContactLogSchema,
    errors: [400, 401, 402, 403, 404],
  }),
  logContact: defineEndpoint({
    method: 'POST',
    path: '/tradelines/{id}/contacts',
    summary: 'Log a contact from a collector (a subscription); the answer carries its flags',
    access: 'user',
    params: IdParamsSchema,
    body: LogContactBodySchema,
    response: ContactSchema,
    status: 201,
    errors: [400, 401, 402, 403, 404],
  }),
  linkSenders: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}/contacts/senders',
    summary:
      "The email senders linked to a debt: the deflection inbox's mail from them joins its contact log",
    access: 'user',
    params: IdParamsSchema,
    body: LinkSendersBodySchema,
    response: ContactLogSchema,
    errors: [400, 401, 402, 403, 404],
  }),
};
