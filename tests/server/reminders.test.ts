/**
 * Reminders on the real server with real mail (issue 29, point 5): two instances of the app on
 * one database run the job at the same fixed instant, twice, and the step due tomorrow, the
 * step that became past due and the Monday digest each still get one email at Mailpit; a send the mail server refuses gives its claim back, so the
 * next run sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestId, mondayOf, pastDueId, reminderId } from '@/features/account/model/reminders';
import {
  digestSubject,
  pastDueSubject,
  stepReminderSubject,
  VERIFY_SUBJECT,
} from '@/features/account/model/emails';
import type { TimelineEvent } from '@/features/timeline/contract';
import { addDays } from '@/shared/lib/dates';
import { connectDatabase } from '../../server/platform/db';
import { createDeps, type AppDeps } from '../../server/platform/deps';
import { runReminders } from '../../server/platform/jobs';
import { startTestServer, type TestServer } from './harness';
import { send } from './http';
import { linkToken, mailTo, waitForMail } from './mailpit';

let server: TestServer;
/** A second instance of the app: its own connection and adapters, the same database. */
let other: AppDeps;

beforeAll(async () => {
  server = await startTestServer();
  const connection = await connectDatabase(
    server.deps.config.MONGODB_URI,
    server.deps.connection.name,
  );
  other = createDeps(server.deps.config, connection, server.deps.logger);
});
afterAll(async () => {
  await other.connection.close();
  await server.stop();
});

const DEBT = 'Barclays View';

/** A verified account with one debt through the API; answers its address and steps. */
async function accountWithSteps() {
  const email = `remind.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Remind-pass1!';
  expect((await send(server, 'POST', '/user/register', { body: { email, password } })).status).toBe(
    201,
  );
  const [verify] = await waitForMail(email, VERIFY_SUBJECT);
  const confirmed = await send(server, 'POST', '/user/confirm-email', {
    body: { token: linkToken(verify!, '/confirm-email') },
  });
  expect(confirmed.status).toBe(200);
  const login = await send(server, 'POST', '/user/login', { body: { username: email, password } });
  const { token, user_id } = login.body as { token: string; user_id: string };
  const profile = await send(server, 'POST', '/financial-profile', {
    token,
    body: {
      user_id,
      income: 5000,
      home: 1500,
      auto: 0,
      food: 500,
      school: 0,
      personal: 0,
      medical: 0,
      utilities: 200,
      other: 0,
      expenses: 2200,
      expenses_calculated: 2200,
      net_income: 2800,
      credit_score: null,
    },
  });
  expect(profile.status).toBe(201);
  const tradeline = await send(server, 'POST', '/tradelines', {
    token,
    body: {
      user_id,
      account_name: DEBT,
      current_balance: 4200,
      minimum_payment: 90,
      credit_limit: 5000,
    },
  });
  expect(tradeline.status).toBe(201);
  const events = (await send(server, 'GET', `/events/${user_id}`, { token }))
    .body as TimelineEvent[];
  return { email, user_id, events };
}

const noonBefore = (event: TimelineEvent) =>
  new Date(`${addDays(event.scheduled_date, -1)}T18:00:00.000Z`);

describe('the step-reminder job on two instances', () => {
  it('sends a step due tomorrow once, run twice by each of two instances at once', async () => {
    const { email, user_id, events } = await accountWithSteps();
    const [first] = events;
    const now = noonBefore(first!);
    const runs = await Promise.all([runReminders(server.deps, now), runReminders(other, now)]);
    runs.push(...(await Promise.all([runReminders(server.deps, now), runReminders(other, now)])));
    const id = reminderId(user_id, first!.id, first!.scheduled_date);
    expect(runs.filter((run) => run.reminded.includes(id))).toHaveLength(1);
    expect(runs.every((run) => run.failed === 0)).toBe(true);

    const subject = stepReminderSubject({
      debt: DEBT,
      step: 'Update your contacts',
      date: first!.scheduled_date,
    });
    const [mail] = await waitForMail(email, subject);
    expect(mail!.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(mail!.html).toContain(`<a href="http://localhost:`);
    // Everything was sent before the runs answered: nothing more arrives.
    expect(await mailTo(email, subject)).toHaveLength(1);
  });

  it('sends a past-due alert and the Monday digest once, run twice by each of two instances', async () => {
    const { email, user_id, events } = await accountWithSteps();
    const [first] = events;
    const monday = mondayOf(first!.scheduled_date);
    const moments = [
      {
        now: new Date(`${addDays(first!.scheduled_date, 1)}T18:00:00.000Z`),
        id: pastDueId(user_id, first!.id, first!.scheduled_date),
        subject: pastDueSubject({
          debt: DEBT,
          step: 'Update your contacts',
          date: first!.scheduled_date,
        }),
      },
      {
        now: new Date(`${monday}T18:00:00.000Z`),
        id: digestId(user_id, monday),
        subject: digestSubject({ monday }),
      },
    ];
    for (const { now, id, subject } of moments) {
      const twice = () => Promise.all([runReminders(server.deps, now), runReminders(other, now)]);
      const runs = [...(await twice()), ...(await twice())];
      expect(
        runs.filter((run) => run.reminded.includes(id)),
        id,
      ).toHaveLength(1);
      expect(runs.every((run) => run.failed === 0)).toBe(true);
      expect(await waitForMail(email, subject)).toHaveLength(1);
      expect(await server.deps.models.Reminder.countDocuments({ _id: id })).toBe(1);
    }
  });

  it('gives the claim back when the mail server refuses, and the next run sends it', async () => {
    const { email, user_id, events } = await accountWithSteps();
    const [first] = events;
    const now = noonBefore(first!);
    const refusing: AppDeps = {
      ...other,
      mailer: {
        name: 'refusing',
        send: () => Promise.reject(new Error('550 mailbox unavailable')),
      },
    };
    const id = reminderId(user_id, first!.id, first!.scheduled_date);
    const failed = await runReminders(refusing, now);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(failed.reminded).not.toContain(id);
    expect(await server.deps.models.Reminder.countDocuments({ _id: id })).toBe(0);

    expect((await runReminders(server.deps, now)).reminded).toContain(id);
    expect(await server.deps.models.Reminder.countDocuments({ _id: id })).toBe(1);
    const subject = stepReminderSubject({
      debt: DEBT,
      step: 'Update your contacts',
      date: first!.scheduled_date,
    });
    expect(await waitForMail(email, subject)).toHaveLength(1);
  });
});
