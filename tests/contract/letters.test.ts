import { describe, expect, it } from 'vitest';
import { lettersEndpoints as api, type LogContactBody } from '../../src/features/letters/contract';
import { settlementEndpoints } from '../../src/features/settlement/contract';
import { LETTER_DETAILS } from '../../src/features/letters/service/letters';
import { DETAILS } from '../../src/shared/api/details';
import { letterReceipt } from '../../src/features/letters/model/validation-window';
import { addDays, utcDateOf } from '../../src/shared/lib/dates';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend, type Caller } from './harness';
import type { EndpointDef, RequestInput } from '../../src/shared/api/endpoint';
import { PERSONAS } from '../../mocks/personas';
import { SEED, SUBSCRIBER_TRADELINE } from './requests';

setupBackend();

/** A refusal with its status and exactly this detail. */
async function refused<E extends EndpointDef>(
  caller: Caller,
  endpoint: E,
  input: RequestInput<E>,
  status: number,
  detail: string,
) {
  const error = await expectStatus(caller, endpoint, input, status);
  expect(error.detail).toBe(detail);
}

const debt = { id: SUBSCRIBER_TRADELINE.id };
const today = utcDateOf(new Date());
const daysAgo = (days: number) => addDays(today, -days);
const unpaidTradeline = SEED.tradelines.find((t) => t.user_id === PERSONAS.unpaid.user_id)!;

const contact = (occurred_at: string, body: Partial<LogContactBody> = {}): LogContactBody => ({
  occurred_at,
  time_zone: 'America/Chicago',
  method: 'voicemail',
  note: '',
  allowed_notice: false,
  ...body,
});

describe('letters sent and validation notices', () => {
  it("a dispute sent within the window shows on the debt's letters", async () => {
    const notice = await call('subscriber', api.logValidationNotice, {
      params: debt,
      body: { received_date: daysAgo(20), sent_date: null },
    });
    expectExactAnswer(notice);
    const sent = await call('subscriber', api.markLetterSent, {
      params: debt,
      body: { kind: 'dispute', sent_date: daysAgo(5), method: 'certified_mail' },
    });
    expectExactAnswer(sent);
    expect(sent).toMatchObject({ kind: 'dispute', dispute: true, tradeline_id: debt.id });

    const letters = await call('subscriber', api.listLetters, {
      params: { user_id: idOf('subscriber') },
    });
    expectExactAnswer(letters);
    const mine = letters.find((entry) => entry.tradeline_id === debt.id)!;
    expect(mine.sent[0]).toEqual(sent);
    expect(mine.notices[0]).toEqual(notice);
    expect(mine.window).toEqual({
      received_date: daysAgo(20),
      sent_date: null,
      assumed_receipt: null,
      ends: addDays(daysAgo(20), 30),
      disputed_on: daysAgo(5),
      disputed_in_time: true,
      // From the dispute's receipt, assumed five business days after sending, with no answer yet.
      paused_from: letterReceipt({ sent_date: daysAgo(5) }).date,
      paused_until: null,
    });
    expect(sent).toMatchObject({
      tracking_number: null,
      received_date: null,
      receipt_date: letterReceipt({ sent_date: daysAgo(5) }).date,
      receipt_assumed: true,
      answered_date: null,
    });
  });

  it('keeps the tracking number of certified mail and a receipt date given, and moves the clocks with it', async () => {
    const sent = await call('subscriber', api.markLetterSent, {
      params: debt,
      body: {
        kind: 'stop_contacting',
        sent_date: daysAgo(9),
        method: 'certified_mail',
        tracking_number: '9407 1000 0000 0000 0000 00',
      },
    });
    expect(sent).toMatchObject({
      tracking_number: '9407 1000 0000 0000 0000 00',
      receipt_assumed: true,
    });
    const updated = await call('subscriber', api.updateSentLetter, {
      params: { ...debt, letter_id: sent.id },
      body: { received_date: daysAgo(7), answered_date: daysAgo(2) },
    });
    expectExactAnswer(updated);
    expect(updated).toMatchObject({
      received_date: daysAgo(7),
      receipt_date: daysAgo(7),
      receipt_assumed: false,
      answered_date: daysAgo(2),
    });
    const log = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expect(log.stop_letter_sent).toBe(daysAgo(9));
    expect(log.stop_letter_received).toBe(daysAgo(7));
    // Regular mail has no tracking number: one sent with it is dropped.
    const mailed = await call('subscriber', api.markLetterSent, {
      params: debt,
      body: {
        kind: 'more_info',
        sent_date: daysAgo(1),
        method: 'mail',
        tracking_number: '9407100000000000000000',
        received_date: today,
      },
    });
    expect(mailed).toMatchObject({ tracking_number: null, receipt_date: today });
  });

  it('refuses a receipt before the letter was sent, an answer before it, and an unknown letter', async () => {
    await refused(
      'subscriber',
      api.markLetterSent,
      {
        params: debt,
        body: { kind: 'dispute', sent_date: daysAgo(3), method: 'mail', received_date: daysAgo(4) },
      },
      400,
      LETTER_DETAILS.receivedBeforeSent,
    );
    const sent = await call('subscriber', api.markLetterSent, {
      params: debt,
      body: { kind: 'dispute', sent_date: daysAgo(3), method: 'mail' },
    });
    await refused(
      'subscriber',
      api.updateSentLetter,
      { params: { ...debt, letter_id: sent.id }, body: { answered_date: daysAgo(4) } },
      400,
      LETTER_DETAILS.answeredBeforeSent,
    );
    await refused(
      'subscriber',
      api.updateSentLetter,
      { params: { ...debt, letter_id: sent.id }, body: { received_date: daysAgo(4) } },
      400,
      LETTER_DETAILS.receivedBeforeSent,
    );
    await expectStatus(
      'subscriber',
      api.updateSentLetter,
      {
        params: { ...debt, letter_id: 'ffffffffffffffffffffffff' },
        body: { received_date: today },
      },
      404,
    );
    await expectStatus(
      'unpaid',
      api.updateSentLetter,
      { params: { ...debt, letter_id: sent.id }, body: { received_date: today } },
      403,
    );
  });

  it('refuses a notice sent after it was received, and dates in the future', async () => {
    await refused(
      'subscriber',
      api.logValidationNotice,
      { params: debt, body: { received_date: daysAgo(3), sent_date: daysAgo(1) } },
      400,
      LETTER_DETAILS.sentAfterReceived,
    );
    await refused(
      'subscriber',
      api.markLetterSent,
      { params: debt, body: { kind: 'dispute', sent_date: addDays(today, 5), method: 'email' } },
      400,
      LETTER_DETAILS.futureDate,
    );
  });

  it("refuses another user's debt and an unknown one", async () => {
    await expectStatus(
      'subscriber',
      api.markLetterSent,
      {
        params: { id: unpaidTradeline.id },
        body: { kind: 'dispute', sent_date: today, method: 'email' },
      },
      403,
    );
    await expectStatus(
      'subscriber',
      api.logValidationNotice,
      {
        params: { id: 'ffffffffffffffffffffffff' },
        body: { received_date: today, sent_date: null },
      },
      404,
    );
  });

  it('letters are free: the unpaid persona marks one as sent', async () => {
    const sent = await call('unpaid', api.markLetterSent, {
      params: { id: unpaidTradeline.id },
      body: { kind: 'more_info', sent_date: today, method: 'mail' },
    });
    expect(sent.dispute).toBe(false);
  });
});

describe('the contact log', () => {
  it('needs an active subscription', async () => {
    await refused(
      'unpaid',
      api.getContactLog,
      { params: { id: unpaidTradeline.id }, query: {} },
      402,
      DETAILS.subscriptionRequired,
    );
    await refused(
      'unpaid',
      api.logContact,
      { params: { id: unpaidTradeline.id }, body: contact(`${daysAgo(1)}T10:00`) },
      402,
      DETAILS.subscriptionRequired,
    );
  });

  it('logs contacts newest first and refuses one in the future or in an unknown zone', async () => {
    const first = await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(2)}T21:30`, { method: 'text', note: 'Pay today' }),
    });
    expectExactAnswer(first);
    expect(first).toMatchObject({ source: 'logged', method: 'text', note: 'Pay today' });
    await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(1)}T10:00`),
    });
    const log = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expectExactAnswer(log);
    expect(log.contacts.map((entry) => entry.occurred_at)).toEqual([
      `${daysAgo(1)}T10:00`,
      `${daysAgo(2)}T21:30`,
    ]);
    await refused(
      'subscriber',
      api.logContact,
      { params: debt, body: contact(`${addDays(today, 3)}T10:00`) },
      400,
      LETTER_DETAILS.futureContact,
    );
    await refused(
      'subscriber',
      api.logContact,
      { params: debt, body: contact(`${daysAgo(1)}T10:00`, { time_zone: 'Mars/Olympus' }) },
      400,
      LETTER_DETAILS.unknownTimeZone,
    );
  });

  it('adds the deflection inbox mail from a linked sender', async () => {
    const log = await call('subscriber', api.linkSenders, {
      params: debt,
      body: { senders: ['Recovery@Midland-Credit.example'], time_zone: 'America/New_York' },
    });
    expectExactAnswer(log);
    expect(log.linked_senders).toEqual(['recovery@midland-credit.example']);
    const emails = log.contacts.filter((entry) => entry.source === 'email');
    expect(emails.map((entry) => entry.note)).toEqual(['Final notice before collections']);
    expect(emails[0]).toMatchObject({ method: 'email', time_zone: 'America/New_York' });
  });

  it('flags the eighth call attempt in seven days once a collector holds the debt', async () => {
    const first = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expect(first.coverage).toBe('unknown');
    await call('subscriber', settlementEndpoints.updateDebtDetails, {
      params: debt,
      body: { holder_kind: 'collection_agency', collector_name: 'Midland Credit' },
    });
    let last;
    for (let index = 0; index < 8; index++) {
      last = await call('subscriber', api.logContact, {
        params: debt,
        body: contact(`${daysAgo(7 - Math.min(index, 6))}T1${index}:00`),
      });
    }
    expect(last!.flags).toEqual(['call_frequency']);
    const log = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expect(log.coverage).toBe('covered');
    expect(log.contacts.filter((entry) => entry.flags.length > 0)).toHaveLength(1);

    // Back with the original creditor: the log says so, the agency's eighth call stays flagged
    // (it held the debt then) and the creditor's own call is not.
    await call('subscriber', settlementEndpoints.updateDebtDetails, {
      params: debt,
      body: { holder_kind: 'original_creditor', collector_name: null },
    });
    const own = await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(1)}T12:00`),
    });
    expect(own.flags).toEqual([]);
    const creditor = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expect(creditor.coverage).toBe('original_creditor');
    expect(creditor.contacts.filter((entry) => entry.flags.length > 0)).toEqual([
      expect.objectContaining({ id: last!.id, holder_kind: 'collection_agency' }),
    ]);
  });

  it('flags calls after a timely dispute reached the collector, until its verification arrived', async () => {
    await call('subscriber', settlementEndpoints.updateDebtDetails, {
      params: debt,
      body: { holder_kind: 'debt_buyer', collector_name: 'Midland Credit' },
    });
    await call('subscriber', api.logValidationNotice, {
      params: debt,
      body: { received_date: daysAgo(20), sent_date: null },
    });
    const dispute = await call('subscriber', api.markLetterSent, {
      params: debt,
      body: { kind: 'dispute', sent_date: daysAgo(15), method: 'mail', received_date: daysAgo(12) },
    });
    const onReceipt = await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(12)}T12:00`),
    });
    const during = await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(6)}T12:00`),
    });
    expect(onReceipt.flags).toEqual([]);
    expect(during.flags).toEqual(['after_dispute']);
    expect(during.holder_kind).toBe('debt_buyer');

    // Verification arrived 8 days ago: the call 6 days ago was after it.
    await call('subscriber', api.updateSentLetter, {
      params: { ...debt, letter_id: dispute.id },
      body: { answered_date: daysAgo(8) },
    });
    const log = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expect(log.contacts.find((entry) => entry.id === during.id)!.flags).toEqual([]);
  });

  it('keeps who held the debt at each contact: a creditor contact stays unflagged after a sale', async () => {
    await call('subscriber', settlementEndpoints.updateDebtDetails, {
      params: debt,
      body: { holder_kind: 'original_creditor', collector_name: null },
    });
    const early = await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(3)}T22:30`, { method: 'call' }),
    });
    expect(early).toMatchObject({ holder_kind: 'original_creditor', flags: [] });
    await call('subscriber', settlementEndpoints.updateDebtDetails, {
      params: debt,
      body: { holder_kind: 'debt_buyer', collector_name: 'Midland Credit' },
    });
    const late = await call('subscriber', api.logContact, {
      params: debt,
      body: contact(`${daysAgo(2)}T22:30`, { method: 'call' }),
    });
    expect(late).toMatchObject({ holder_kind: 'debt_buyer', flags: ['inconvenient_time'] });
    const log = await call('subscriber', api.getContactLog, { params: debt, query: {} });
    expect(log.contacts.find((entry) => entry.id === early.id)).toMatchObject({
      holder_kind: 'original_creditor',
      flags: [],
    });
  });

  it("refuses another user's debt", async () => {
    await expectStatus(
      'subscriber',
      api.getContactLog,
      { params: { id: unpaidTradeline.id }, query: {} },
      403,
    );
  });
});
