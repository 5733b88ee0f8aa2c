/**
 * The Monday digest's link to the weekly summary (issue 29, point 5), by the reminder job on
 * the mock backend's store: a user with the inbox (the `email` entitlement: the base
 * subscription with email deflection) gets it; once the inbox is off, the next digest has none.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mocks/personas';
import { resetDb } from '../../../mocks/seed';
import { store } from '../../../mocks/store';
import type { Email } from '@/features/account/model/emails';
import { digestSubject } from '@/features/account/model/emails';
import { digestId, mondayOf } from '@/features/account/model/reminders';
import { sendReminders } from '@/features/account/service/reminders';
import { addDays } from '@/shared/lib/dates';
import { silentLog } from '@/shared/api/service';

const ORIGIN = 'https://app.selfsettle.example';
const subscriber = PERSONAS.subscriber;

beforeEach(() => resetDb());

describe('the Monday digest', () => {
  it('links the weekly summary for a user with the inbox, and not once the inbox is off', async () => {
    const sent: Email[] = [];
    const deps = {
      store,
      mailer: { name: 'capture', send: async (email: Email) => void sent.push(email) },
      origin: () => ORIGIN,
    };
    const [next] = await store.events.find(
      { user_id: subscriber.user_id, completed: false },
      { sort: { scheduled_date: 1 }, limit: 1 },
    );
    const monday = mondayOf(next!.scheduled_date);
    const digestOn = async (day: string) => {
      const run = await sendReminders(deps, new Date(`${day}T18:00:00.000Z`), silentLog);
      expect(run.reminded).toContain(digestId(subscriber.user_id, day));
      return sent.find(
        (email) =>
          email.to === subscriber.email && email.subject === digestSubject({ monday: day }),
      )!;
    };

    const withInbox = await digestOn(monday);
    expect(withInbox.text).toContain(
      `Read your weekly summary: ${ORIGIN}/portal/email#weekly-summary`,
    );

    // Email deflection off: no entitlement to the inbox, so the next Monday's digest (the step
    // is past due by then, still listed) has no summary link.
    await store.programs.update({ user_id: subscriber.user_id }, { set: { email_opt_in: false } });
    const withoutInbox = await digestOn(addDays(monday, 7));
    expect(withoutInbox.text).toContain('Past due, not marked complete:');
    expect(withoutInbox.text).not.toContain('/portal/email');
  });
});
