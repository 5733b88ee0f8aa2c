/**
 * The step-reminder job in the demo (issue 29, point 5): the demo tools run the server's job
 * (`sendStepReminders`) over the mock database, its mail going to the Outbox. A demo cannot wait
 * for tomorrow, so it runs as of the first hour when the next pending step (of anyone's) is due
 * tomorrow in its owner's time zone.
 */
import { reminderDateAt } from '@/features/account/model/reminders';
import { sendStepReminders, type ReminderRun } from '@/features/account/service/reminders';
import { addDays, todayIn } from '@/shared/lib/dates';
import { silentLog } from '@/shared/store/service';
import { mockMailer } from './outbox';
import { ensureSeeded } from './seed';
import { store } from './store';

export interface DemoReminderRun extends ReminderRun {
  /** The date of the steps reminded of; null when no step is pending after today. */
  date: string | null;
}

const HOUR_MS = 3_600_000;

/** The first whole hour (UTC) at which steps of `date` are reminded of in `timeZone`. */
function firstHourReminding(date: string, timeZone: string | null | undefined): Date {
  const start = Date.parse(`${addDays(date, -2)}T00:00:00.000Z`);
  for (let hour = 0; hour < 72; hour += 1) {
    const instant = new Date(start + hour * HOUR_MS);
    if (reminderDateAt(instant, timeZone) === date) return instant;
  }
  return new Date(`${addDays(date, -1)}T12:00:00.000Z`);
}

/** Runs the reminder job as of the day before the next pending step after today. */
export async function runDemoReminders(now: Date = new Date()): Promise<DemoReminderRun> {
  await ensureSeeded();
  const [next] = await store.events.find(
    { completed: false, scheduled_date: { $gt: todayIn(now) } },
    { sort: { scheduled_date: 1 }, limit: 1 },
  );
  if (!next) return { sent: 0, taken: 0, failed: 0, reminded: [], date: null };
  const owner = await store.users.get(next.user_id);
  const asOf = firstHourReminding(next.scheduled_date, owner?.time_zone);
  const run = await sendStepReminders(
    {
      store,
      mailer: mockMailer,
      origin: () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
    },
    asOf,
    silentLog,
  );
  return { ...run, date: next.scheduled_date };
}
