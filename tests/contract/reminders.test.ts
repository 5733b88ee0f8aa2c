/**
 * Reminders on both backends (issue 29, point 5): with a fixed clock, a step due tomorrow gets
 * one email, a step that became past due one alert, and Monday one digest, however often the
 * job runs (not on Tuesday, not when off); each email carries List-Unsubscribe with a mailto
 * and the one-click link (RFC 8058), whose POST turns that kind off without signing in, the
 * same answer each time; with the preference off nothing more is sent. Mail is read from the
 * mock's Outbox or the server's Mailpit, so every address is fresh.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints as api } from '../../src/features/account/contract';
import {
  VERIFY_SUBJECT,
  digestSubject,
  pastDueSubject,
  stepReminderSubject,
} from '../../src/features/account/model/emails';
import {
  PAST_DUE_ALERTS_OFF,
  STEP_REMINDERS_OFF,
  TIME_ZONE_UNKNOWN,
  UNSUBSCRIBE_LINK_INVALID,
  WEEKLY_DIGEST_OFF,
} from '../../src/features/account/model/messages';
import { authEndpoints } from '../../src/features/auth/contract';
import { profileEndpoints } from '../../src/features/profile/contract';
import { profileIdentityEndpoints } from '../../src/features/profile/contract/identity';
import { timelineEndpoints, type TimelineEvent } from '../../src/features/timeline/contract';
import { tradelineEndpoints } from '../../src/features/tradelines/contract';
import {
  digestId,
  localDateAndHour,
  mondayOf,
  pastDueId,
  reminderId,
} from '../../src/features/account/model/reminders';
import { addDays } from '../../src/shared/lib/dates';
import type { SentMail } from './backend';
import { call, expectStatus, setupBackend } from './harness';
import { profileBodyFor } from './requests';

const backend = setupBackend();

const PASSWORD = 'Remind-pass1!';
const DEBT = 'Discover It';

/** A verified account with one debt (five steps); answers its session and its steps. */
async function accountWithSteps() {
  const email = `remind.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
  await call('anonymous', authEndpoints.register, { body: { email, password: PASSWORD } });
  const [verify] = await backend().waitForMail(email, VERIFY_SUBJECT);
  const token = /\/confirm-email#token=([0-9a-f]{64})/.exec(verify!.text)![1]!;
  await call('anonymous', api.confirmEmail, { body: { token } });
  const session = await call('anonymous', authEndpoints.login, {
    body: { username: email, password: PASSWORD },
  });
  const me = { token: session.token };
  const user_id = session.user_id;
  await call(me, profileEndpoints.createFinancialProfile, { body: profileBodyFor(user_id) });
  await call(me, tradelineEndpoints.createTradeline, {
    body: {
      user_id,
      account_name: DEBT,
      current_balance: 2500,
      minimum_payment: 60,
      credit_limit: 3000,
    },
  });
  const events = await call(me, timelineEndpoints.listEvents, { params: { user_id } });
  /** The id of the reminder of a step (what a run lists in `reminded`). */
  const idOf = (event: TimelineEvent) => reminderId(user_id, event.id, event.scheduled_date);
  return { email, me, user_id, events, idOf };
}

/** 18:00 UTC of the day before the step: 13:00 or 14:00 in Eastern time, the zone of an account
 * with neither a chosen zone nor a state (AC-17). */
const dayBefore = (event: TimelineEvent) =>
  new Date(`${addDays(event.scheduled_date, -1)}T18:00:00.000Z`);

/** 18:00 UTC of the day after the step: it became past due that day. */
const dayAfter = (event: TimelineEvent) =>
  new Date(`${addDays(event.scheduled_date, 1)}T18:00:00.000Z`);

function header(mail: SentMail, name: string): string {
  const value = mail.headers?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The path after `/api` of the header's https one-click link. */
function oneClickPath(mail: SentMail): string {
  const url = /<(https?:[^>]+)>/.exec(header(mail, 'List-Unsubscribe'))?.[1];
  if (!url) throw new Error(`No https List-Unsubscribe in "${mail.subject}"`);
  return new URL(url).pathname.replace(/^\/api/, '');
}

/** What a mail client does for one-click unsubscribe (RFC 8058, section 3.2). */
function postOneClick(path: string): Promise<Response> {
  return fetch(`${backend().baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

describe('step reminders (the job, with a fixed clock)', () => {
  it('emails a step due tomorrow once, however often the job runs', async () => {
    const { email, events, idOf } = await accountWithSteps();
    const [first] = events;
    const subject = stepReminderSubject({
      debt: DEBT,
      step: 'Update your contacts',
      date: first!.scheduled_date,
    });

    // Two days before, and the day before until 08:00: not yet.
    const early = [
      new Date(`${addDays(first!.scheduled_date, -2)}T18:00:00.000Z`),
      new Date(`${addDays(first!.scheduled_date, -1)}T07:59:00.000Z`),
    ];
    for (const now of early) {
      expect((await backend().runReminders(now)).reminded).not.toContain(idOf(first!));
    }
    const firstRun = await backend().runReminders(dayBefore(first!));
    const secondRun = await backend().runReminders(dayBefore(first!));
    expect(firstRun.reminded).toContain(idOf(first!));
    expect(secondRun.reminded).not.toContain(idOf(first!));
    expect(secondRun.taken).toBeGreaterThanOrEqual(1);

    const [mail, ...more] = await backend().waitForMail(email, subject);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Update your contacts for ${DEBT}`);
    expect(header(mail!, 'List-Unsubscribe')).toMatch(
      /^<mailto:support@selfsettle\.example\?subject=[^>]+>, <https?:\/\/[^>]+\/api\/user\/unsubscribe\/[0-9a-f]{64}>$/,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('turns step reminders off with the one-click link, again and again, without signing in', async () => {
    const { email, me, events, idOf } = await accountWithSteps();
    const [first, second] = events;
    await backend().runReminders(dayBefore(first!));
    const subject = (event: TimelineEvent, step: string) =>
      stepReminderSubject({ debt: DEBT, step, date: event.scheduled_date });
    const [mail] = await backend().waitForMail(email, subject(first!, 'Update your contacts'));
    const path = oneClickPath(mail!);

    for (const attempt of [1, 2]) {
      const answer = await postOneClick(path);
      expect(answer.status, `attempt ${attempt}`).toBe(200);
      expect(await answer.json()).toEqual({ message: STEP_REMINDERS_OFF });
    }
    const settings = await call(me, api.getSettings, {});
    expect(settings.preferences).toEqual({
      step_reminders: false,
      past_due_alerts: true,
      weekly_digest: true,
    });

    // Off: the next step's day comes and goes without an email.
    const off = await backend().runReminders(dayBefore(second!));
    expect(off.reminded).not.toContain(idOf(second!));

    // On again in Account settings: the reminders come back.
    await call(me, api.updatePreferences, {
      body: { step_reminders: true, past_due_alerts: true, weekly_digest: true },
    });
    const on = await backend().runReminders(dayBefore(second!));
    expect(on.reminded).toContain(idOf(second!));
    expect(await backend().waitForMail(email, subject(second!, 'Give notice'))).toHaveLength(1);
  });

  it('refuses a made-up link and a malformed one', async () => {
    const made_up = await postOneClick(`/user/unsubscribe/${'ab'.repeat(32)}`);
    expect(made_up.status).toBe(400);
    expect(await made_up.json()).toEqual({ detail: UNSUBSCRIBE_LINK_INVALID });
    expect((await postOneClick('/user/unsubscribe/not-a-token')).status).toBe(400);
  });
});

describe('past-due alerts (the same job, with a fixed clock)', () => {
  it('alerts a step that became past due once, however often the job runs', async () => {
    const { email, user_id, events } = await accountWithSteps();
    const [first] = events;
    const id = pastDueId(user_id, first!.id, first!.scheduled_date);
    // Its own day, and the day after until 08:00: not past due yet, or too early.
    for (const now of [
      new Date(`${first!.scheduled_date}T23:00:00.000Z`),
      new Date(`${addDays(first!.scheduled_date, 1)}T07:59:00.000Z`),
    ]) {
      expect((await backend().runReminders(now)).reminded).not.toContain(id);
    }
    const firstRun = await backend().runReminders(dayAfter(first!));
    const secondRun = await backend().runReminders(dayAfter(first!));
    expect(firstRun.reminded).toContain(id);
    expect(secondRun.reminded).not.toContain(id);
    expect(secondRun.taken).toBeGreaterThanOrEqual(1);

    const subject = pastDueSubject({
      debt: DEBT,
      step: 'Update your contacts',
      date: first!.scheduled_date,
    });
    const [mail, ...more] = await backend().waitForMail(email, subject);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Update your contacts for ${DEBT} was due`);
    expect(mail!.text).toMatch(/Open Discover It: https?:\/\/\S+\/portal\/take-action\/debts\/\w+/);
    expect(header(mail!, 'List-Unsubscribe')).toMatch(
      /^<mailto:support@selfsettle\.example\?subject=Unsubscribe%20from%20past-due%20alerts>, <https?:\/\/[^>]+\/api\/user\/unsubscribe\/[0-9a-f]{64}>$/,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('turns past-due alerts off with the link of an alert, and nothing else', async () => {
    const { email, me, user_id, events } = await accountWithSteps();
    const [first, second] = events;
    await backend().runReminders(dayAfter(first!));
    const subject = pastDueSubject({
      debt: DEBT,
      step: 'Update your contacts',
      date: first!.scheduled_date,
    });
    const [mail] = await backend().waitForMail(email, subject);
    for (const attempt of [1, 2]) {
      const answer = await postOneClick(oneClickPath(mail!));
      expect(answer.status, `attempt ${attempt}`).toBe(200);
      expect(await answer.json()).toEqual({ message: PAST_DUE_ALERTS_OFF });
    }
    expect((await call(me, api.getSettings, {})).preferences).toEqual({
      step_reminders: true,
      past_due_alerts: false,
      weekly_digest: true,
    });
    const off = await backend().runReminders(dayAfter(second!));
    expect(off.reminded).not.toContain(pastDueId(user_id, second!.id, second!.scheduled_date));
  });
});

describe('the Monday digest (the same job, with a fixed clock)', () => {
  it('sends the week’s steps on Monday once, not on Tuesday, and not once turned off', async () => {
    const { email, me, user_id, events } = await accountWithSteps();
    const [first] = events;
    const monday = mondayOf(first!.scheduled_date);
    const digestsOf = (reminded: string[]) =>
      reminded.filter((id) => id.startsWith(`digest:${user_id}:`));

    // Tuesday, and Monday before 08:00: no digest.
    for (const now of [
      new Date(`${addDays(monday, 1)}T18:00:00.000Z`),
      new Date(`${monday}T07:59:00.000Z`),
    ]) {
      expect(digestsOf((await backend().runReminders(now)).reminded)).toEqual([]);
    }
    const at = new Date(`${monday}T18:00:00.000Z`);
    const firstRun = await backend().runReminders(at);
    const secondRun = await backend().runReminders(at);
    expect(digestsOf(firstRun.reminded)).toEqual([digestId(user_id, monday)]);
    expect(digestsOf(secondRun.reminded)).toEqual([]);

    const [mail, ...more] = await backend().waitForMail(email, digestSubject({ monday }));
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Update your contacts for Discover It: `);
    // No inbox: no link to the weekly summary.
    expect(mail!.text).not.toContain('/portal/email');
    expect(header(mail!, 'List-Unsubscribe')).toMatch(
      /^<mailto:support@selfsettle\.example\?subject=Unsubscribe%20from%20the%20weekly%20digest>, <https?:\/\/[^>]+\/api\/user\/unsubscribe\/[0-9a-f]{64}>$/,
    );

    // Its one-click link turns the digest off, and only the digest: next Monday, none.
    const answer = await postOneClick(oneClickPath(mail!));
    expect(await answer.json()).toEqual({ message: WEEKLY_DIGEST_OFF });
    expect((await call(me, api.getSettings, {})).preferences).toEqual({
      step_reminders: true,
      past_due_alerts: true,
      weekly_digest: false,
    });
    const nextMonday = new Date(`${addDays(monday, 7)}T18:00:00.000Z`);
    expect(digestsOf((await backend().runReminders(nextMonday)).reminded)).toEqual([]);
  });
});

describe("the user's time zone (AC-17)", () => {
  it('is the state’s until one is chosen, never UTC, and times the reminders', async () => {
    const { me, user_id, events, idOf } = await accountWithSteps();
    const prefs = { step_reminders: true, past_due_alerts: true, weekly_digest: true };
    // Neither chosen nor a state: Eastern time.
    expect(await call(me, api.getSettings, {})).toMatchObject({
      time_zone: null,
      time_zone_in_use: 'America/New_York',
      time_zone_source: 'default',
    });
    // The profile's state: Texas is on Central time.
    await call(me, profileIdentityEndpoints.updateProfileIdentity, {
      params: { user_id },
      body: { state: 'TX' },
    });
    expect(await call(me, api.getSettings, {})).toMatchObject({
      time_zone_in_use: 'America/Chicago',
      time_zone_source: 'state',
    });
    // The hour 08:00 strikes in New York the day before a step is 07:00 in Chicago: too soon for
    // a Texan; an hour later it is 08:00 in Chicago too, and the reminder goes.
    const [first] = events.filter((event) => !event.completed);
    const dayBeforeStep = addDays(first!.scheduled_date, -1);
    const eightInNewYork = [...Array(24).keys()]
      .map((hour) => new Date(`${dayBeforeStep}T${String(hour).padStart(2, '0')}:00:00.000Z`))
      .find((at) => localDateAndHour(at, 'America/New_York').hour === 8)!;
    expect(localDateAndHour(eightInNewYork, 'America/Chicago').hour).toBe(7);
    // (Other tests' accounts, on Eastern time, may be reminded then: only this one's step counts.)
    expect((await backend().runReminders(eightInNewYork)).reminded).not.toContain(idOf(first!));
    const anHourLater = new Date(eightInNewYork.getTime() + 3_600_000);
    expect((await backend().runReminders(anHourLater)).reminded).toContain(idOf(first!));

    // Chosen in Account settings, then forgotten again: back to the state's.
    expect(
      await call(me, api.updatePreferences, { body: { ...prefs, time_zone: 'America/Denver' } }),
    ).toMatchObject({
      time_zone: 'America/Denver',
      time_zone_in_use: 'America/Denver',
      time_zone_source: 'chosen',
    });
    expect(
      await call(me, api.updatePreferences, { body: { ...prefs, time_zone: null } }),
    ).toMatchObject({
      time_zone: null,
      time_zone_in_use: 'America/Chicago',
      time_zone_source: 'state',
    });
    // UTC names no place: refused, and nothing changes.
    const refused = await expectStatus(
      me,
      api.updatePreferences,
      { body: { ...prefs, time_zone: 'UTC' } },
      400,
    );
    expect(refused.detail).toBe(TIME_ZONE_UNKNOWN);
    expect(await call(me, api.getSettings, {})).toMatchObject({ time_zone_source: 'state' });
  });
});
