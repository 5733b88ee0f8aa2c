import { describe, expect, it } from 'vitest';
import { stepReminderEmail, stepReminderSubject, UNSUBSCRIBE_MAILTO } from './emails';
import { localDateAndHour, reminderDateAt, reminderDateRange, reminderId } from './reminders';

const ORIGIN = 'https://app.selfsettle.example';
const ONE_CLICK = `${ORIGIN}/api/user/unsubscribe/${'ab'.repeat(32)}`;
const reminder = { debt: 'Capital One <Platinum>', step: 'Give notice', date: '2026-12-03' };
const email = stepReminderEmail('dana@example.com', reminder, {
  debt: `${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000001`,
  settings: `${ORIGIN}/portal/account`,
  oneClick: ONE_CLICK,
});

describe('the step reminder email', () => {
  it('carries List-Unsubscribe with a mailto and the https one-click link (RFC 8058)', () => {
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<mailto:support@selfsettle.example?subject=Unsubscribe%20from%20step%20reminders>, <${ONE_CLICK}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(UNSUBSCRIBE_MAILTO).not.toMatch(/[\s<>,]/);
  });

  it('says what is due and when, with the same links, in plain text', () => {
    expect(email.to).toBe('dana@example.com');
    expect(email.subject).toBe('Tomorrow: Give notice for Capital One <Platinum>');
    expect(email.subject).toBe(stepReminderSubject(reminder));
    expect(email.text).toBe(
      [
        'A step of your plan is due tomorrow, Dec 3, 2026: Give notice for Capital One <Platinum>.',
        `Open Capital One <Platinum>: ${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000001`,
        'Once it is done, mark it complete on your timeline, so the next steps stay on track.',
        `You get this email because step reminders are on. Turn them off in Account settings: ${ORIGIN}/portal/account`,
        '— SelfSettle\n',
      ].join('\n\n'),
    );
  });

  it('says the same in simple HTML, escaped, with working links', () => {
    expect(email.html).toMatch(/^<!doctype html><html><body[^>]*>/);
    expect(email.html).toContain(
      '<p>A step of your plan is due tomorrow, Dec 3, 2026: Give notice for Capital One &lt;Platinum&gt;.</p>',
    );
    expect(email.html).toContain(
      `<a href="${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000001">Open Capital One &lt;Platinum&gt;</a>`,
    );
    expect(email.html).toContain(
      `<a href="${ORIGIN}/portal/account">Turn them off in Account settings</a>`,
    );
    expect(email.html).not.toContain('<Platinum>');
  });
});

describe('when a step is reminded of', () => {
  it('is the day before the step, from 08:00 in the user’s time zone', () => {
    // 13:30 UTC is 07:30 in Chicago (CST): not yet there; already in UTC.
    const now = new Date('2026-12-02T13:30:00.000Z');
    expect(reminderDateAt(now, 'America/Chicago')).toBeNull();
    expect(reminderDateAt(now, null)).toBe('2026-12-03');
    expect(reminderDateAt(new Date('2026-12-02T14:00:00.000Z'), 'America/Chicago')).toBe(
      '2026-12-03',
    );
    // 22:30 on the 2nd in Tokyo; at 01:00 on the 3rd there, too early for the 4th's steps.
    expect(reminderDateAt(now, 'Asia/Tokyo')).toBe('2026-12-03');
    expect(reminderDateAt(new Date('2026-12-02T16:00:00.000Z'), 'Asia/Tokyo')).toBeNull();
  });

  it('falls back to UTC for a time zone the runtime does not know', () => {
    const now = new Date('2026-12-02T09:00:00.000Z');
    expect(reminderDateAt(now, 'Mars/Olympus_Mons')).toBe(reminderDateAt(now, 'UTC'));
  });

  it('reads the local date and hour across a year end', () => {
    expect(localDateAndHour(new Date('2026-12-31T23:30:00.000Z'), 'Pacific/Kiritimati')).toEqual({
      date: '2027-01-01',
      hour: 13,
    });
  });

  it('reads every date that is tomorrow somewhere (UTC-12 to UTC+14)', () => {
    const now = new Date('2026-12-02T23:00:00.000Z');
    expect(reminderDateRange(now)).toEqual({ from: '2026-12-02', to: '2026-12-04' });
    expect(reminderDateAt(now, 'Pacific/Kiritimati')).toBe('2026-12-04');
    expect(reminderDateAt(new Date('2026-12-02T20:00:00.000Z'), 'Etc/GMT+12')).toBe('2026-12-03');
  });

  it('claims one reminder per user, step and date', () => {
    expect(reminderId('u1', 'e1', '2026-12-03')).toBe('due-tomorrow:u1:e1:2026-12-03');
    expect(reminderId('u1', 'e1', '2026-12-04')).not.toBe(reminderId('u1', 'e1', '2026-12-03'));
  });
});
