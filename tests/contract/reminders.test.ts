/**
 * Step reminders on both backends (issue 29, point 5): with a fixed clock, a step due tomorrow
 * gets one email, however often the job runs; the email carries List-Unsubscribe with a mailto
 * and the one-click link (RFC 8058), whose POST turns the preference off without signing in,
 * the same answer each time; with the preference off nothing more is sent. Mail is read from
 * the mock's Outbox or the server's Mailpit, so every address is fresh.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints as api } from '../../src/features/account/contract';
import { VERIFY_SUBJECT, stepReminderSubject } from '../../src/features/account/model/emails';
import {
  STEP_REMINDERS_OFF,
  UNSUBSCRIBE_LINK_INVALID,
} from '../../src/features/account/model/messages';
import { authEndpoints } from '../../src/features/auth/contract';
import { profileEndpoints } from '../../src/features/profile/contract';
import { timelineEndpoints, type TimelineEvent } from '../../src/features/timeline/contract';
import { tradelineEndpoints } from '../../src/features/tradelines/contract';
import { reminderId } from '../../src/features/account/model/reminders';
import { addDays } from '../../src/shared/lib/dates';
import type { SentMail } from './backend';
import { call, setupBackend } from './harness';
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
  return { email, me, events, idOf };
}

/** Noon UTC of the day before the step (an account without a saved time zone is in UTC). */
const dayBefore = (event: TimelineEvent) =>
  new Date(`${addDays(event.scheduled_date, -1)}T12:00:00.000Z`);

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
      new Date(`${addDays(first!.scheduled_date, -2)}T12:00:00.000Z`),
      new Date(`${addDays(first!.scheduled_date, -1)}T07:59:00.000Z`),
    ];
    for (const now of early) {
      expect((await backend().runStepReminders(now)).reminded).not.toContain(idOf(first!));
    }
    const firstRun = await backend().runStepReminders(dayBefore(first!));
    const secondRun = await backend().runStepReminders(dayBefore(first!));
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
    await backend().runStepReminders(dayBefore(first!));
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
    const off = await backend().runStepReminders(dayBefore(second!));
    expect(off.reminded).not.toContain(idOf(second!));

    // On again in Account settings: the reminders come back.
    await call(me, api.updatePreferences, {
      body: { step_reminders: true, past_due_alerts: true, weekly_digest: true },
    });
    const on = await backend().runStepReminders(dayBefore(second!));
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
