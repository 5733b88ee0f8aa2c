/**
 * The reminder job in the demo (issue 29, point 5): the demo tools run the server's job
 * (`sendReminders`) over the mock database, its mail going to the Outbox. A demo cannot wait
 * for the days to pass, so it runs the job as of the three moments of the next pending step
 * (of anyone's), in its owner's time zone: the day before it (its step reminder), the Monday of
 * its week (the digest) and the day after it (its past-due alert, as if it were still pending).
 */
import { mondayOf, reminderDayAt, type ReminderDay } from '@/features/account/model/reminders';
import { sendReminders, statesOf, type ReminderRun } from '@/features/account/service/reminders';
import { userTimeZone } from '@/shared/lib/time-zones';
import { addDays, HOUR_MS, todayIn } from '@/shared/lib/dates';
import { silentLog } from '@/shared/api/service';
import { syncDueSchedules } from '@/features/timeline/service';
import { mockMailer, mockOrigin } from './outbox';
import { ensureSeeded } from './seed';
import { store } from './store';
import { mockNow } from './clock';

export interface DemoReminderRun extends ReminderRun {
  /** The date of the step the run is about; null when no step is pending after today. */
  date: string | null;
}

/** The first whole hour (UTC) from `date` - 8 days, over 11 days, at which `when` holds. */
function firstHour(
  date: string,
  timeZone: string | null | undefined,
  when: (day: ReminderDay) => boolean,
): Date | null {
  const start = Date.parse(`${addDays(date, -8)}T00:00:00.000Z`);
  for (let hour = 0; hour < 11 * 24; hour += 1) {
    const instant = new Date(start + hour * HOUR_MS);
    const day = reminderDayAt(instant, timeZone);
    if (day && when(day)) return instant;
  }
  return null;
}

/** Runs the reminder job as of the next pending step's reminder, digest and alert. */
export async function runDemoReminders(now: Date = mockNow()): Promise<DemoReminderRun> {
  await ensureSeeded();
  // The next step by its stored date: the re-plans still due are stored first (SV-39).
  await syncDueSchedules(store);
  const [next] = await store.events.find(
    { completed: false, scheduled_date: { $gt: todayIn(now) } },
    { sort: { scheduled_date: 1 }, limit: 1 },
  );
  const total: DemoReminderRun = { sent: 0, taken: 0, failed: 0, reminded: [], date: null };
  if (!next) return total;
  const date = next.scheduled_date;
  const user = await store.users.get(next.user_id);
  const states = await statesOf(store, [next.user_id]);
  const { zone } = userTimeZone(user?.time_zone, states.get(next.user_id));
  const moments = [
    firstHour(date, zone, (day) => day.tomorrow === date),
    firstHour(date, zone, (day) => day.monday === mondayOf(date)),
    firstHour(date, zone, (day) => day.yesterday === date),
  ];
  const deps = { store, mailer: mockMailer, origin: mockOrigin };
  for (const moment of moments) {
    if (!moment) continue;
    const run = await sendReminders(deps, moment, silentLog);
    total.sent += run.sent;
    total.taken += run.taken;
    total.failed += run.failed;
    total.reminded.push(...run.reminded);
  }
  return { ...total, date };
}
