/**
 * Step reminders by email (issue 29, point 5), for both backends: the server's scheduler runs
 * `sendStepReminders` every 15 minutes, the demo runs it from the demo tools. Each reminder is
 * claimed before it is sent, by an insert under a unique id (user, step, date), so a second run
 * or a second instance on the same database sends nothing more; a failed send gives the claim
 * back for the next run. The one-click link of its List-Unsubscribe header turns them off.
 */
import { HttpError } from '@/shared/api/details';
import { buildPath } from '@/shared/api/endpoint';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';
import type { Log } from '@/shared/store/service';
import type { UserRecord } from '@/features/auth/records';
import { labelEvents } from '@/features/timeline/model/events';
import type { EventRecord } from '@/features/timeline/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { accountEndpoints } from '../contract';
import { stepReminderEmail } from '../model/emails';
import { STEP_REMINDERS_OFF, UNSUBSCRIBE_LINK_INVALID } from '../model/messages';
import {
  DEFAULT_PREFERENCES,
  UNSUBSCRIBE_LINK_DAYS,
  reminderDateAt,
  reminderDateRange,
  reminderId,
} from '../model/reminders';
import type { ReminderRecord } from '../records';
import type { Mailer } from './mail';
import { issueLinkToken, sha256Hex, type TokenStore } from './tokens';

export interface ReminderDeps {
  store: TokenStore & {
    users: Collection<UserRecord>;
    events: Collection<EventRecord>;
    tradelines: Collection<TradelineRecord>;
    reminders: Collection<ReminderRecord>;
  };
  mailer: Mailer;
  /** The app's address, for links in emails. */
  origin: () => string;
}

export interface ReminderRun {
  /** Reminders sent by this run. */
  sent: number;
  /** Reminders this run found claimed already (an earlier run, or another instance). */
  taken: number;
  /** Sends that failed; their claims were given back. */
  failed: number;
  /** The ids of the reminders this run sent (`reminderId`). */
  reminded: string[];
}

/** Whether the user wants step reminders and can get them: on (the default) and verified. */
function wantsReminders(user: UserRecord): boolean {
  return (
    (user.email_preferences ?? DEFAULT_PREFERENCES).step_reminders &&
    Boolean(user.email_verified_at)
  );
}

/** Claims a reminder: true for the one run that gets it. */
async function claim(deps: ReminderDeps, record: ReminderRecord): Promise<boolean> {
  try {
    await deps.store.reminders.insert(record);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

/** Emails every user whose pending step is due tomorrow in their time zone, once per step. */
export async function sendStepReminders(
  deps: ReminderDeps,
  now: Date,
  log: Log,
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, taken: 0, failed: 0, reminded: [] };
  const { from, to } = reminderDateRange(now);
  const pending = await deps.store.events.find({
    completed: false,
    scheduled_date: { $gte: from, $lte: to },
  });
  const byUser = new Map<string, EventRecord[]>();
  for (const event of pending)
    byUser.set(event.user_id, [...(byUser.get(event.user_id) ?? []), event]);

  for (const [userId, events] of byUser) {
    const user = await deps.store.users.get(userId);
    if (!user || !wantsReminders(user)) continue;
    const date = reminderDateAt(now, user.time_zone);
    for (const event of events) {
      if (event.scheduled_date !== date) continue;
      try {
        await remind(deps, user, event, now, run, log);
      } catch (error) {
        run.failed += 1;
        log.error({ err: error, user_id: user.id }, 'step reminder failed');
      }
    }
  }
  return run;
}

async function remind(
  deps: ReminderDeps,
  user: UserRecord,
  event: EventRecord,
  now: Date,
  run: ReminderRun,
  log: Log,
): Promise<void> {
  const tradeline = await deps.store.tradelines.findOne({
    uuid: event.tradeline_uuid,
    user_id: user.id,
  });
  if (!tradeline) return;
  const id = reminderId(user.id, event.id, event.scheduled_date);
  if (
    !(await claim(deps, { id, user_id: user.id, kind: 'due-tomorrow', sent_at: now.toISOString() }))
  ) {
    run.taken += 1;
    return;
  }
  try {
    const steps = await deps.store.events.find({ tradeline_uuid: event.tradeline_uuid });
    const step = labelEvents(steps).find((labelled) => labelled.event.id === event.id)?.label;
    const token = await issueLinkToken(
      deps.store,
      { user_id: user.id, purpose: 'unsubscribe', email: user.email },
      now,
      UNSUBSCRIBE_LINK_DAYS * 24 * 60,
    );
    const origin = deps.origin();
    await deps.mailer.send(
      stepReminderEmail(
        user.email,
        { debt: tradeline.account_name, step: step ?? 'A step', date: event.scheduled_date },
        {
          debt: `${origin}/portal/take-action/debts/${tradeline.id}`,
          settings: `${origin}/portal/account`,
          oneClick: `${origin}/api${buildPath(accountEndpoints.unsubscribe.path, { token })}`,
        },
      ),
    );
    run.sent += 1;
    run.reminded.push(id);
    log.info({ user_id: user.id, event_id: event.id }, 'step reminder sent');
  } catch (error) {
    // Given back: the next run tries again.
    await deps.store.reminders.remove({ id });
    throw error;
  }
}

/**
 * The one-click unsubscribe (RFC 8058): turns the link owner's step reminders off. No sign-in;
 * the link works again and again for a year, with the same answer.
 */
export async function unsubscribe(
  deps: { store: TokenStore & { users: Collection<UserRecord> } },
  token: string,
  now: Date,
  log: Log,
): Promise<{ message: string }> {
  const link = await deps.store.accountTokens.get(await sha256Hex(token));
  const valid =
    link !== null && link.purpose === 'unsubscribe' && Date.parse(link.expires_at) > now.getTime();
  const user = valid ? await deps.store.users.get(link.user_id) : null;
  if (!user) throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID);
  const preferences = user.email_preferences ?? DEFAULT_PREFERENCES;
  if (preferences.step_reminders) {
    await deps.store.users.update(
      { id: user.id },
      { set: { email_preferences: { ...preferences, step_reminders: false } } },
    );
    log.info({ user_id: user.id }, 'step reminders turned off by the one-click link');
  }
  return { message: STEP_REMINDERS_OFF };
}
