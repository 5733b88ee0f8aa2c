/**
 * Letters and the contact log (issue 28) for both backends: letters marked as sent and
 * validation notices (free for every user), and the contact log with its Regulation F flags
 * (an active subscription: the `tools` entitlement). Emails the deflection inbox received from a
 * sender linked to the debt join its contact log when it is read.
 */
import type { EmailRecord } from '@/features/email/records';
import { requireEntitlement, type EntitlementStore } from '@/features/enrollment/service';
import { readDetails, type DetailsStore } from '@/features/settlement/service';
import { HttpError, notFound } from '@/shared/api/details';
import { compareIso, latestToday } from '@/shared/lib/dates';
import { newDebtRecordIds } from '@/shared/store/ids';
import type { Collection } from '@/shared/store/port';
import { owned, type Caller, type Log, type Service } from '@/shared/api/service';
import type {
  Contact,
  ContactLog,
  DebtLetters,
  DisputeWindow,
  lettersEndpoints,
  LogContactBody,
  SentLetter,
  ValidationNotice,
} from '../contract';
import { asksOriginalCreditor, isDisputeLetter } from '../model/letters';
import {
  contactFlags,
  coverageOf,
  isTimeZone,
  localDateTime,
  type CollectionPause,
  type HolderKind,
  type LoggedContact,
} from '../model/regulation-f';
import { disputeInTime, letterReceipt, validationWindow } from '../model/validation-window';
import type {
  ContactRecord,
  LinkedSendersRecord,
  SentLetterRecord,
  ValidationNoticeRecord,
} from '../records';

export const LETTER_DETAILS = {
  futureDate: 'The date cannot be in the future.',
  sentAfterReceived: 'The date it was sent cannot be after the date you received it.',
  futureContact: 'A contact cannot be in the future.',
  unknownTimeZone: 'Choose a time zone from the list.',
  receivedBeforeSent: 'The date it was received cannot be before the date it was sent.',
  answeredBeforeSent: 'The date of the answer cannot be before the date the letter was sent.',
} as const;

/** At most this many intercepted emails join one debt's log. */
export const EMAIL_CONTACTS_LIMIT = 200;
/** At most this many logged contacts are read for one debt. */
export const CONTACTS_LIMIT = 1000;

export interface LettersStore extends EntitlementStore, DetailsStore {
  sentLetters: Collection<SentLetterRecord>;
  validationNotices: Collection<ValidationNoticeRecord>;
  contacts: Collection<ContactRecord>;
  linkedSenders: Collection<LinkedSendersRecord>;
  emails: Collection<EmailRecord>;
}

export interface LettersDeps {
  store: LettersStore;
}

function presentSent(record: SentLetterRecord): SentLetter {
  const receipt = letterReceipt(record);
  return {
    id: record.id,
    tradeline_id: record.tradeline_id,
    kind: record.kind,
    sent_date: record.sent_date,
    method: record.method,
    tracking_number: record.tracking_number ?? null,
    received_date: record.received_date ?? null,
    receipt_date: receipt.date,
    receipt_assumed: receipt.assumed,
    answered_date: record.answered_date ?? null,
    dispute: record.dispute,
    created_at: record.created_at,
  };
}

function presentNotice(record: ValidationNoticeRecord): ValidationNotice {
  return {
    id: record.id,
    tradeline_id: record.tradeline_id,
    received_date: record.received_date,
    sent_date: record.sent_date,
    created_at: record.created_at,
  };
}

const byDateThenCreated =
  <R extends { created_at: string; id: string }>(date: (record: R) => string) =>
  (a: R, b: R) =>
    compareIso(date(b), date(a)) ||
    compareIso(b.created_at, a.created_at) ||
    compareIso(b.id, a.id);

/**
 * The times collection must stop: from the receipt of the first dispute sent within the window
 * until the collector's answer (1006.38(d)(2)), and likewise for the first request for the
 * original creditor's name sent within it (1006.38(c)).
 */
export function collectionPauses(
  notices: readonly ValidationNoticeRecord[],
  sent: readonly SentLetterRecord[],
): CollectionPause[] {
  const newest = notices[0];
  if (!newest) return [];
  const window = validationWindow(newest);
  const firstInTime = (letters: readonly SentLetterRecord[]) =>
    [...letters]
      .sort((a, b) => compareIso(a.sent_date, b.sent_date))
      .find((letter) => disputeInTime(window, letter.sent_date));
  const pauses: CollectionPause[] = [];
  const dispute = firstInTime(sent.filter((letter) => letter.dispute));
  if (dispute) {
    pauses.push({
      rule: 'after_dispute',
      from: letterReceipt(dispute).date,
      until: dispute.answered_date ?? null,
    });
  }
  const request = firstInTime(sent.filter((letter) => asksOriginalCreditor(letter.kind)));
  if (request) {
    pauses.push({
      rule: 'after_creditor_request',
      from: letterReceipt(request).date,
      until: request.answered_date ?? null,
    });
  }
  return pauses;
}

/** The window of the newest notice, with the disputes sent (newest first lists). */
export function disputeWindowOf(
  notices: readonly ValidationNoticeRecord[],
  sent: readonly SentLetterRecord[],
): DisputeWindow | null {
  const newest = notices[0];
  if (!newest) return null;
  const window = validationWindow(newest);
  const disputes = sent
    .filter((letter) => letter.dispute)
    .map((letter) => letter.sent_date)
    .sort(compareIso);
  const inTime = disputes.find((date) => disputeInTime(window, date));
  const pause = collectionPauses(notices, sent).find((item) => item.rule === 'after_dispute');
  return {
    ...window,
    disputed_on: inTime ?? disputes[0] ?? null,
    disputed_in_time: inTime !== undefined,
    paused_from: pause?.from ?? null,
    paused_until: pause?.until ?? null,
  };
}

function debtLetters(
  tradelineId: string,
  sent: SentLetterRecord[],
  notices: ValidationNoticeRecord[],
): DebtLetters {
  const sentSorted = [...sent].sort(byDateThenCreated((r) => r.sent_date));
  const noticesSorted = [...notices].sort(byDateThenCreated((r) => r.received_date));
  return {
    tradeline_id: tradelineId,
    sent: sentSorted.map(presentSent),
    notices: noticesSorted.map(presentNotice),
    window: disputeWindowOf(noticesSorted, sentSorted),
  };
}

/** The address of a sender ('Name <a@b.com>' or 'a@b.com'), lower-cased. */
export function senderAddress(sender: string): string {
  const angled = /<([^<>]+)>/.exec(sender);
  return (angled ? angled[1]! : sender).trim().toLowerCase();
}

/** A receipt date: not in the future, not before the letter was sent. */
function receivedAfterSent(received: string, sent: string, now: Date) {
  notFuture(received, now);
  if (compareIso(received, sent) < 0) throw new HttpError(400, LETTER_DETAILS.receivedBeforeSent);
}

/** A calendar date no later than today anywhere (the caller's zone is not known here). */
function notFuture(date: string, now: Date) {
  if (compareIso(date, latestToday(now)) > 0) {
    throw new HttpError(400, LETTER_DETAILS.futureDate);
  }
}

/**
 * The contact log of a debt over the store: reading it with its flags, and logging a contact.
 * The letters service answers with it; other slices' services log through it (the companion).
 */
export function createContactLog(store: LettersStore) {
  /** Who holds the debt now (the settlement slice's debt details); null while unknown. */
  const holderOf = async (tradelineId: string): Promise<HolderKind | null> =>
    (await readDetails(store, { id: tradelineId })).holder_kind;

  async function contactLog(
    tradelineId: string,
    userId: string,
    timeZone: string,
  ): Promise<ContactLog> {
    const [holder, logged, linked, sent, notices] = await Promise.all([
      holderOf(tradelineId),
      store.contacts.find(
        { tradeline_id: tradelineId, user_id: userId },
        { sort: { occurred_at: -1, id: -1 }, limit: CONTACTS_LIMIT },
      ),
      store.linkedSenders.get(tradelineId),
      store.sentLetters.find({ tradeline_id: tradelineId, user_id: userId }),
      store.validationNotices.find({ tradeline_id: tradelineId, user_id: userId }),
    ]);
    const stopLetters = sent
      .filter((letter) => letter.kind === 'stop_contacting')
      .sort((a, b) => compareIso(a.sent_date, b.sent_date));
    const noticesNewest = [...notices].sort(byDateThenCreated((r) => r.received_date));
    const senders = linked?.user_id === userId ? linked.senders : [];
    const emails =
      senders.length === 0
        ? []
        : (
            await store.emails.find(
              {
                user_id: userId,
                $or: senders.map((sender) => ({ sender_email: { $contains: sender } })),
              },
              { sort: { date_sent: -1 }, limit: EMAIL_CONTACTS_LIMIT },
            )
          ).filter((email) => senders.includes(senderAddress(email.sender_email)));
    const entries: Omit<Contact, 'flags'>[] = [
      ...logged.map((record) => ({
        id: record.id,
        tradeline_id: tradelineId,
        occurred_at: record.occurred_at,
        time_zone: record.time_zone,
        method: record.method,
        note: record.note,
        allowed_notice: record.allowed_notice,
        source: 'logged' as const,
        holder_kind: record.holder_kind ?? holder,
      })),
      ...emails.map((email) => ({
        id: email.id,
        tradeline_id: tradelineId,
        occurred_at: localDateTime(email.date_sent, timeZone),
        time_zone: timeZone,
        method: 'email' as const,
        note: email.subject.trim() || 'No Subject',
        allowed_notice: false,
        source: 'email' as const,
        holder_kind: holder,
      })),
    ];
    const stop = stopLetters[0];
    const stopReceived = stop ? letterReceipt(stop).date : null;
    const flags = contactFlags(entries as LoggedContact[], {
      holder,
      stop_letter_received: stopReceived,
      pauses: collectionPauses(noticesNewest, sent),
    });
    entries.sort((a, b) => compareIso(b.occurred_at, a.occurred_at) || compareIso(b.id, a.id));
    return {
      tradeline_id: tradelineId,
      coverage: coverageOf(holder),
      stop_letter_sent: stop?.sent_date ?? null,
      stop_letter_received: stopReceived,
      contacts: entries.map((entry) => ({ ...entry, flags: flags.get(entry.id) ?? [] })),
      linked_senders: senders,
    };
  }

  const zoneOf = (timeZone: string | undefined) => {
    if (timeZone === undefined) return 'UTC';
    if (!isTimeZone(timeZone)) throw new HttpError(400, LETTER_DETAILS.unknownTimeZone);
    return timeZone;
  };

  /**
   * Logs a contact on the caller's tradeline and answers it with its flags: the contact log's
   * one way in, for `logContact` and for other slices' services (a call saved by the companion).
   */
  async function recordContact(
    tradeline: { id: string; user_id: string },
    body: LogContactBody,
    now: Date,
  ): Promise<Contact> {
    const zone = zoneOf(body.time_zone);
    if (compareIso(body.occurred_at, localDateTime(now, zone)) > 0) {
      throw new HttpError(400, LETTER_DETAILS.futureContact);
    }
    const record: ContactRecord = {
      ...newDebtRecordIds(tradeline, now),
      occurred_at: body.occurred_at,
      time_zone: zone,
      method: body.method,
      note: body.note,
      allowed_notice: body.allowed_notice,
      // Who holds the debt now: its flags follow that holder, whoever holds it later.
      holder_kind: await holderOf(tradeline.id),
      created_at: now.toISOString(),
    };
    await store.contacts.insert(record);
    // Its flags depend on the rest of the log (seven days, a stop letter).
    const updated = await contactLog(tradeline.id, tradeline.user_id, zone);
    return (
      updated.contacts.find((contact) => contact.id === record.id) ?? {
        id: record.id,
        tradeline_id: record.tradeline_id,
        occurred_at: record.occurred_at,
        time_zone: record.time_zone,
        method: record.method,
        note: record.note,
        allowed_notice: record.allowed_notice,
        source: 'logged',
        holder_kind: record.holder_kind ?? null,
        flags: [],
      }
    );
  }

  return { holderOf, contactLog, zoneOf, recordContact };
}

export function createLettersService({ store }: LettersDeps): Service<typeof lettersEndpoints> {
  const { holderOf, contactLog, zoneOf, recordContact } = createContactLog(store);
  const tradelineOf = async (id: string, user: Caller, log: Log) =>
    owned(await store.tradelines.get(id), user, 'Tradeline', log);

  return {
    async listLetters({ params }) {
      const userId = params.user_id;
      const [sent, notices] = await Promise.all([
        store.sentLetters.find({ user_id: userId }),
        store.validationNotices.find({ user_id: userId }),
      ]);
      const ids = [...new Set([...sent, ...notices].map((record) => record.tradeline_id))].sort();
      return ids.map((id) =>
        debtLetters(
          id,
          sent.filter((record) => record.tradeline_id === id),
          notices.filter((record) => record.tradeline_id === id),
        ),
      );
    },

    async markLetterSent({ params, body, user, now, log }) {
      const tradeline = await tradelineOf(params.id, user, log);
      notFuture(body.sent_date, now);
      const received = body.received_date ?? null;
      if (received !== null) receivedAfterSent(received, body.sent_date, now);
      const holder = await holderOf(tradeline.id);
      const record: SentLetterRecord = {
        ...newDebtRecordIds(tradeline, now),
        kind: body.kind,
        sent_date: body.sent_date,
        method: body.method,
        // A tracking number belongs to certified mail; another method's is dropped.
        tracking_number: body.method === 'certified_mail' ? (body.tracking_number ?? null) : null,
        received_date: received,
        answered_date: null,
        dispute: isDisputeLetter(body.kind, holder),
        created_at: now.toISOString(),
      };
      return presentSent(await store.sentLetters.insert(record));
    },

    async updateSentLetter({ params, body, user, now, log }) {
      const tradeline = await tradelineOf(params.id, user, log);
      const letter = await store.sentLetters.get(params.letter_id);
      if (!letter || letter.tradeline_id !== tradeline.id) {
        throw new HttpError(404, notFound('Letter'));
      }
      const set: Partial<SentLetterRecord> = {};
      if (body.received_date !== undefined) {
        if (body.received_date !== null) {
          receivedAfterSent(body.received_date, letter.sent_date, now);
        }
        set.received_date = body.received_date;
      }
      if (body.answered_date !== undefined) {
        if (body.answered_date !== null) {
          notFuture(body.answered_date, now);
          if (compareIso(body.answered_date, letter.sent_date) < 0) {
            throw new HttpError(400, LETTER_DETAILS.answeredBeforeSent);
          }
        }
        set.answered_date = body.answered_date;
      }
      await store.sentLetters.update({ id: letter.id }, { set });
      return presentSent({ ...letter, ...set });
    },

    async logValidationNotice({ params, body, user, now, log }) {
      const tradeline = await tradelineOf(params.id, user, log);
      notFuture(body.received_date, now);
      if (body.sent_date !== null && compareIso(body.sent_date, body.received_date) > 0) {
        throw new HttpError(400, LETTER_DETAILS.sentAfterReceived);
      }
      const record: ValidationNoticeRecord = {
        ...newDebtRecordIds(tradeline, now),
        received_date: body.received_date,
        sent_date: body.sent_date,
        created_at: now.toISOString(),
      };
      return presentNotice(await store.validationNotices.insert(record));
    },

    async getContactLog({ params, query, user, now, log }) {
      const tradeline = await tradelineOf(params.id, user, log);
      await requireEntitlement(store, tradeline.user_id, 'tools', now);
      return contactLog(tradeline.id, tradeline.user_id, zoneOf(query.time_zone));
    },

    async logContact({ params, body, user, now, log }) {
      const tradeline = await tradelineOf(params.id, user, log);
      await requireEntitlement(store, tradeline.user_id, 'tools', now);
      return recordContact(tradeline, body, now);
    },

    async linkSenders({ params, body, user, now, log }) {
      const tradeline = await tradelineOf(params.id, user, log);
      await requireEntitlement(store, tradeline.user_id, 'tools', now);
      const senders = [...new Set(body.senders)];
      await store.linkedSenders.update(
        { id: tradeline.id },
        { set: { user_id: tradeline.user_id, senders, updated_at: now.toISOString() } },
        { upsert: true },
      );
      return contactLog(tradeline.id, tradeline.user_id, zoneOf(body.time_zone));
    },
  };
}
