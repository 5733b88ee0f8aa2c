import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  disputeDeadline,
  disputeInTime,
  federalHolidays,
  letterReceipt,
  validationWindow,
  windowState,
} from './validation-window';

describe('the legal public holidays of 5 U.S.C. 6103(a)', () => {
  it('lists the eleven holidays of 2026 on their dates', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });
});

describe('five business days (12 CFR 1006.34(b)(5))', () => {
  it.each([
    ['2026-11-02', '2026-11-09', 'a Monday: the next Monday'],
    ['2026-10-16', '2026-10-23', 'a Friday: the weekend is skipped'],
    ['2026-10-17', '2026-10-23', 'a Saturday'],
    ['2026-11-06', '2026-11-16', 'a Friday before Veterans Day'],
    ['2026-11-09', '2026-11-17', 'a Monday before Veterans Day (Wednesday)'],
    ['2026-11-23', '2026-12-01', 'the Monday of Thanksgiving week'],
    ['2026-12-22', '2026-12-30', 'before Christmas'],
  ])('sent %s: assumed received %s (%s)', (sent, expected) => {
    expect(addBusinessDays(sent, 5)).toBe(expected);
  });
});

describe('the validation window', () => {
  it('ends 30 days after the notice is received', () => {
    expect(validationWindow({ received_date: '2026-11-02', sent_date: null })).toEqual({
      received_date: '2026-11-02',
      sent_date: null,
      assumed_receipt: null,
      ends: '2026-12-02',
    });
  });

  it('ends 30 days after the assumed receipt when that comes first', () => {
    // Sent Monday Oct 26; assumed received Monday Nov 2; the user logged Nov 5.
    expect(validationWindow({ received_date: '2026-11-05', sent_date: '2026-10-26' }).ends).toBe(
      '2026-12-02',
    );
  });

  it('keeps the actual receipt when it comes before the assumed one', () => {
    const window = validationWindow({ received_date: '2026-10-28', sent_date: '2026-10-26' });
    expect(window.assumed_receipt).toBe('2026-11-02');
    expect(window.ends).toBe('2026-11-27');
  });

  it('counts a dispute on day 30 in time and one on day 31 late', () => {
    const window = validationWindow({ received_date: '2026-11-02', sent_date: null });
    expect(disputeInTime(window, '2026-12-02')).toBe(true); // day 30
    expect(disputeInTime(window, '2026-12-03')).toBe(false); // day 31
    expect(windowState(window, ['2026-12-02'], '2026-12-10')).toEqual({
      state: 'disputed',
      disputed_on: '2026-12-02',
    });
    expect(windowState(window, ['2026-12-03'], '2026-12-10')).toEqual({
      state: 'disputed_late',
      disputed_on: '2026-12-03',
    });
  });

  it('is open through its last day and missed the day after', () => {
    const window = validationWindow({ received_date: '2026-11-02', sent_date: null });
    expect(windowState(window, [], '2026-11-02')).toEqual({ state: 'open', days_left: 30 });
    expect(windowState(window, [], '2026-12-02')).toEqual({ state: 'open', days_left: 0 });
    expect(windowState(window, [], '2026-12-03')).toEqual({ state: 'missed', days_late: 1 });
  });

  it('takes the first dispute in time when several were sent', () => {
    const window = validationWindow({ received_date: '2026-11-02', sent_date: null });
    expect(windowState(window, ['2026-12-20', '2026-11-10'], '2026-12-21')).toEqual({
      state: 'disputed',
      disputed_on: '2026-11-10',
    });
  });
});

describe("the dispute deadline on the debt's timeline", () => {
  // Received Nov 2: the last day to dispute is Dec 2 (day 30).
  const window = { ends: '2026-12-02', disputed_on: null };

  it.each([
    ['2026-11-02', '30 days left to dispute', 0],
    ['2026-12-01', '1 day left to dispute', 0],
    ['2026-12-02', 'Last day to dispute: today', 0], // day 30: still in time
    ['2026-12-03', 'No dispute sent in time', 1], // day 31: past due
    ['2026-12-12', 'No dispute sent in time', 10],
  ])('on %s says %s (%i days late)', (today, status, daysLate) => {
    expect(disputeDeadline(window, today)).toEqual({
      date: '2026-12-02',
      label: 'Dispute deadline',
      status,
      answered: false,
      days_late: daysLate,
    });
  });

  it('is answered by a dispute sent on day 30, and late from day 31', () => {
    expect(disputeDeadline({ ...window, disputed_on: '2026-12-02' }, '2026-12-20')).toMatchObject({
      status: 'Disputed in time: collection paused',
      answered: true,
      days_late: 0,
    });
    expect(disputeDeadline({ ...window, disputed_on: '2026-12-03' }, '2026-12-20')).toMatchObject({
      status: 'Disputed after the deadline',
      answered: true,
      days_late: 0,
    });
  });
});

describe("a letter's receipt", () => {
  it('is the date given when there is one', () => {
    expect(letterReceipt({ sent_date: '2026-11-02', received_date: '2026-11-04' })).toEqual({
      date: '2026-11-04',
      assumed: false,
    });
  });

  it.each([
    ['2026-11-02', '2026-11-09'], // Monday: five business days is the next Monday
    ['2026-11-06', '2026-11-16'], // Friday: Veterans Day (Wednesday Nov 11) is skipped
    ['2026-12-23', '2026-12-31'], // Christmas Day and the weekend are skipped
  ])('is assumed five business days after %s: %s', (sent, receipt) => {
    expect(letterReceipt({ sent_date: sent, received_date: null })).toEqual({
      date: receipt,
      assumed: true,
    });
  });
});
