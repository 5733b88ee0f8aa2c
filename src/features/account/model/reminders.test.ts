import { describe, expect, it } from 'vitest';
import {
  digestSubject,
  pastDueAlertEmail,
  pastDueSubject,
  stepReminderEmail,
  stepReminderSubject,
  UNSUBSCRIBE_MAILTO,
  weeklyDigestEmail,
} from './emails';
import {
  digestDaySomewhere,
  digestId,
  localDateAndHour,
  mondayOf,
  pastDueId,
  reminderDateAt,
  reminderDateRange,
  reminderId,
  remindersDue,
  unsubscribeKind,
} from './reminders';

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

  it('reads every date that is tomorrow or yesterday somewhere (UTC-12 to UTC+14)', () => {
    // A Wednesday: no digest anywhere.
    const now = new Date('2026-12-02T23:00:00.000Z');
    expect(reminderDateRange(now)).toEqual({ from: '2026-11-30', to: '2026-12-04' });
    expect(reminderDateAt(now, 'Pacific/Kiritimati')).toBe('2026-12-04');
    expect(reminderDateAt(new Date('2026-12-02T20:00:00.000Z'), 'Etc/GMT+12')).toBe('2026-12-03');
  });

  it('claims one reminder per user, step and date', () => {
    expect(reminderId('u1', 'e1', '2026-12-03')).toBe('due-tomorrow:u1:e1:2026-12-03');
    expect(reminderId('u1', 'e1', '2026-12-04')).not.toBe(reminderId('u1', 'e1', '2026-12-03'));
  });
});

describe('the past-due alert and the Monday digest', () => {
  const step = (id: string, scheduled_date: string) => ({ id, scheduled_date });
  const pending = [
    step('next-week', '2026-12-08'),
    step('friday', '2026-12-04'),
    step('old', '2026-11-20'),
    step('tomorrow', '2026-12-01'),
    step('yesterday', '2026-11-29'),
  ];
  const user = { id: 'u1' };
  // Monday, Nov 30, 2026, 09:00 UTC.
  const monday = new Date('2026-11-30T09:00:00.000Z');

  it('alerts a step the day after its date, still pending, from 08:00 there', () => {
    const due = remindersDue(user, [step('yesterday', '2026-11-29')], monday);
    expect(due.filter((reminder) => reminder.kind === 'past-due')).toEqual([
      {
        kind: 'past-due',
        id: 'past-due:u1:yesterday:2026-11-29',
        steps: [step('yesterday', '2026-11-29')],
      },
    ]);
    expect(remindersDue(user, pending, new Date('2026-11-30T07:59:00.000Z'))).toEqual([]);
    // Two days after, it is not alerted again: it became past due the day before.
    const tuesday = new Date('2026-12-01T09:00:00.000Z');
    expect(remindersDue(user, pending, tuesday).map((reminder) => reminder.kind)).toEqual([]);
  });

  it('sends every kind on Monday: the step reminder, the alert and the digest of the week', () => {
    const due = remindersDue(user, pending, monday);
    expect(due.map((reminder) => reminder.id)).toEqual([
      reminderId('u1', 'tomorrow', '2026-12-01'),
      pastDueId('u1', 'yesterday', '2026-11-29'),
      digestId('u1', '2026-11-30'),
    ]);
    const digest = due.find((reminder) => reminder.kind === 'digest')!;
    // The week's steps (Monday to Sunday) and the past-due ones, by date; not next week's.
    expect(digest.steps.map((item) => item.id)).toEqual(['old', 'yesterday', 'tomorrow', 'friday']);
    expect(digest.week).toEqual({ monday: '2026-11-30', sunday: '2026-12-06' });
  });

  it('sends the digest on Monday in the user’s time zone, not when there is nothing to say', () => {
    // 09:00 UTC on Monday is Monday 01:00 in Chicago: not yet; 14:00 UTC is 08:00 there.
    const chicago = { id: 'u1', time_zone: 'America/Chicago' };
    expect(remindersDue(chicago, pending, monday)).toEqual([]);
    const later = remindersDue(chicago, pending, new Date('2026-11-30T14:00:00.000Z'));
    expect(later.map((reminder) => reminder.kind)).toContain('digest');
    // Only next week's step: no digest.
    expect(remindersDue(user, [step('next-week', '2026-12-08')], monday)).toEqual([]);
  });

  it('sends only the kinds whose preference is on', () => {
    const only = (preferences: Partial<Record<string, boolean>>) =>
      remindersDue(
        {
          id: 'u1',
          email_preferences: {
            step_reminders: false,
            past_due_alerts: false,
            weekly_digest: false,
            ...preferences,
          },
        },
        pending,
        monday,
      ).map((reminder) => reminder.kind);
    expect(only({})).toEqual([]);
    expect(only({ past_due_alerts: true })).toEqual(['past-due']);
    expect(only({ weekly_digest: true })).toEqual(['digest']);
    expect(only({ step_reminders: true })).toEqual(['due-tomorrow']);
  });

  it('knows when it is Monday from 08:00 somewhere (Sunday 18:00 to Tuesday 12:00 UTC)', () => {
    expect(digestDaySomewhere(new Date('2026-11-29T17:59:00.000Z'))).toBe(false);
    expect(digestDaySomewhere(new Date('2026-11-29T18:00:00.000Z'))).toBe(true);
    expect(digestDaySomewhere(new Date('2026-12-01T11:59:00.000Z'))).toBe(true);
    expect(digestDaySomewhere(new Date('2026-12-01T12:00:00.000Z'))).toBe(false);
    // Then the job reads every pending step up to a week ahead, past-due ones included.
    expect(reminderDateRange(monday)).toEqual({ from: null, to: '2026-12-07' });
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('turns off the kind whose link it is', () => {
    expect(unsubscribeKind('unsubscribe')).toBe('due-tomorrow');
    expect(unsubscribeKind('unsubscribe-past-due')).toBe('past-due');
    expect(unsubscribeKind('unsubscribe-digest')).toBe('digest');
    expect(unsubscribeKind('reset')).toBeNull();
  });
});

describe('the past-due alert email', () => {
  const links = {
    debt: `${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000001`,
    settings: `${ORIGIN}/portal/account`,
    oneClick: ONE_CLICK,
  };
  const alert = pastDueAlertEmail('dana@example.com', reminder, links);

  it('says which step is past due, with the workspace and the way to stop them', () => {
    expect(alert.subject).toBe('Past due: Give notice for Capital One <Platinum>');
    expect(alert.subject).toBe(pastDueSubject(reminder));
    expect(alert.text).toBe(
      [
        'A step of your plan is past due: Give notice for Capital One <Platinum> was due Dec 3, 2026 and is not marked complete.',
        `Open Capital One <Platinum>: ${links.debt}`,
        'If you have done it, mark it complete on your timeline. If not, the settlement workspace shows where this debt stands.',
        `You get this email because past-due alerts are on. Turn them off in Account settings: ${ORIGIN}/portal/account`,
        '— SelfSettle\n',
      ].join('\n\n'),
    );
    expect(alert.html).toContain(`<a href="${links.debt}">Open Capital One &lt;Platinum&gt;</a>`);
    expect(alert.headers).toEqual({
      'List-Unsubscribe': `<mailto:support@selfsettle.example?subject=Unsubscribe%20from%20past-due%20alerts>, <${ONE_CLICK}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('the Monday digest email', () => {
  const workspace = `${ORIGIN}/portal/take-action/debts/64f0c0ffee00000000000001`;
  const digest = {
    monday: '2026-11-30',
    sunday: '2026-12-06',
    week: [{ debt: 'Chase & Co', step: 'Give notice', date: '2026-12-01', link: workspace }],
    pastDue: [
      { debt: 'Chase & Co', step: 'Update your contacts', date: '2026-11-20', link: workspace },
    ],
  };
  const links = { settings: `${ORIGIN}/portal/account`, oneClick: ONE_CLICK };

  it('lists the week’s steps and the past-due ones, each with its workspace', () => {
    const email = weeklyDigestEmail('dana@example.com', digest, links);
    expect(email.subject).toBe('Your week from Nov 30, 2026');
    expect(email.subject).toBe(digestSubject(digest));
    expect(email.text).toBe(
      [
        'Your plan for the week of Nov 30, 2026 to Dec 6, 2026: 1 step to do this week.',
        `- Dec 1, 2026: Give notice for Chase & Co: ${workspace}`,
        'Past due, not marked complete: 1 step. If you have done them, mark them complete on your timeline.',
        `- Nov 20, 2026: Update your contacts for Chase & Co: ${workspace}`,
        `You get this email because the weekly digest is on. Turn it off in Account settings: ${ORIGIN}/portal/account`,
        '— SelfSettle\n',
      ].join('\n\n'),
    );
    expect(email.html).toContain(
      `<ul><li>Dec 1, 2026: Give notice for <a href="${workspace}">Chase &amp; Co</a></li></ul>`,
    );
    expect(email.html).not.toContain('/portal/email');
    expect(email.headers!['List-Unsubscribe']).toBe(
      `<mailto:support@selfsettle.example?subject=Unsubscribe%20from%20the%20weekly%20digest>, <${ONE_CLICK}>`,
    );
  });

  it('links the weekly summary for a user with the inbox; says when no step is due this week', () => {
    const email = weeklyDigestEmail(
      'dana@example.com',
      { ...digest, week: [] },
      { ...links, summary: `${ORIGIN}/portal/email` },
    );
    expect(email.text).toContain(
      'Your plan for the week of Nov 30, 2026 to Dec 6, 2026: no step is due this week.',
    );
    expect(email.text).toContain(`Read your weekly summary: ${ORIGIN}/portal/email`);
    expect(email.html).toContain(`<a href="${ORIGIN}/portal/email">Read your weekly summary</a>`);
  });
});
