/**
 * Reminder emails (issue 29, point 5), for both backends: one job sends every kind (the step
 * reminder the day before a step, the past-due alert the day after, the Monday digest); the
 * server's scheduler runs `sendReminders` every 15 minutes, the demo runs it from the demo
 * tools. It reads the pending steps once, decides per user what is due (`remindersDue` in
 * model/reminders.ts), and claims each email before sending it, by an insert under a unique id
 * (kind, user, and step and date or the digest's Monday), so a second run or a second instance
 * on the same database sends nothing more; a failed send gives the claim back for the next run.
 * The one-click link of its List-Unsubscribe header turns its kind off.
 */
import type { FinancialProfileRecord } from '@/features/profile/records';
import { userTimeZone } from '@/shared/lib/time-zones';
import type { UsStateCode } from '@/shared/lib/us-states';
import { HttpError } from '@/shared/api/details';
import { buildPath } from '@/shared/api/endpoint';
import { insertOnce, type Collection } from '@/shared/store/port';
import type { Log } from '@/shared/api/service';
import type { UserRecord } from '@/features/auth/records';
import { isEntitled, type EntitlementStore } from '@/features/enrollment/service';
import { WEEKLY_SUMMARY_ANCHOR } from '@/features/email/model/summary';
import { isResolved } from '@/shared/lib/debt-states';
import { lifecyclesOfUser, type LifecycleStore } from '@/features/settlement/service';
import { labelEvents } from '@/features/timeline/model/events';
import type { EventRecord } from '@/features/timeline/records';
import { syncDueSchedules } from '@/features/timeline/service';
import type { TradelineRecord } from '@/features/tradelines/records';
import { accountEndpoints } from '../contract';
import {
  pastDueAlertEmail,
  stepReminderEmail,
  weeklyDigestEmail,
  type DigestStep,
  type Email,
  type ReminderLinks,
} from '../model/emails';
import { REMINDERS_OFF, UNSUBSCRIBE_LINK_INVALID } from '../model/messages';
import {
  DEFAULT_PREFERENCES,
  REMINDER_PREFERENCE,
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_PURPOSE,
  reminderDateRange,
  remindersDue,
  unsubscribeKind,
  type DueReminder,
} from '../model/reminders';
import type { ReminderRecord } from '../records';
import type { Mailer } from './mail';
import { issueLinkToken, sha256Hex, type TokenStore } from './tokens';

export interface ReminderDeps {
  store: TokenStore &
    EntitlementStore &
    LifecycleStore & {
      users: Collection<UserRecord>;
      events: Collection<EventRecord>;
      tradelines: Collection<TradelineRecord>;
      reminders: Collection<ReminderRecord>;
      profiles: Collection<FinancialProfileRecord>;
    };
  mailer: Mailer;
  /** The app's address, for links in emails. */
  origin: () => string;
}

export interface ReminderRun {
  /** Emails sent by this run. */
  sent: number;
  /** Emails this run found claimed already (an earlier run, or another instance). */
  taken: number;
  /** Sends that failed; their claims were given back. */
  failed: number;
  /** The claim ids of the emails this run sent (model/reminders.ts: `reminderId`, …). */
  reminded: string[];
}

/** What the job reads of a user. */
const RECIPIENT_FIELDS = ['email', 'email_verified_at', 'email_preferences', 'time_zone'] as const;
type Recipient = Pick<UserRecord, 'id' | (typeof RECIPIENT_FIELDS)[number]>;

/** The profile's state of each user, which their time zone follows when none was chosen. */
export async function statesOf(
  store: { profiles: Collection<FinancialProfileRecord> },
  userIds: readonly string[],
): Promise<Map<string, UsStateCode | null>> {
  const profiles = await store.profiles.select(['user_id', 'state'], {
    user_id: { $in: [...userIds] },
  });
  return new Map(profiles.map((profile) => [profile.user_id, profile.state ?? null]));
}

/** Emails every reminder due now (each kind, in each user's time zone), each once. */
export async function sendReminders(deps: ReminderDeps, now: Date, log: Log): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, taken: 0, failed: 0, reminded: [] };
  // The steps are looked up by their stored date: the re-plans still due are stored first (SV-39).
  await syncDueSchedules(deps.store);
  const { from, to } = reminderDateRange(now);
  const pending = await deps.store.events.find({
    completed: false,
    scheduled_date: from === null ? { $lte: to } : { $gte: from, $lte: to },
  });
  const byUser = new Map<string, EventRecord[]>();
  for (const event of pending) {
    const steps = byUser.get(event.user_id);
    if (steps) steps.push(event);
    else byUser.set(event.user_id, [event]);
  }
  if (byUser.size === 0) return run;

  const due: { user: Recipient; reminder: DueReminder<EventRecord> }[] = [];
  const users = await deps.store.users.select(RECIPIENT_FIELDS, {
    id: { $in: [...byUser.keys()] },
  });
  const states = await statesOf(deps.store, [...byUser.keys()]);
  for (const user of users) {
    // Only to a verified address (AC-13: an unconfirmed one may be someone else's).
    if (!user.email_verified_at) continue;
    // In the user's zone: the one chosen, else the state's, else Eastern (AC-17).
    const { zone } = userTimeZone(user.time_zone, states.get(user.id));
    for (const reminder of remindersDue({ ...user, time_zone: zone }, byUser.get(user.id)!, now))
      due.push({ user, reminder });
  }
  if (due.length === 0) return run;
  // One read skips what earlier runs sent; the claim below still decides a race.
  const sentBefore = new Set(
    (
      await deps.store.reminders.select(['id'], {
        id: { $in: due.map(({ reminder }) => reminder.id) },
      })
    ).map(({ id }) => id),
  );
  for (const { user, reminder } of due) {
    if (sentBefore.has(reminder.id)) {
      run.taken += 1;
      continue;
    }
    try {
      await remind(deps, user, reminder, now, run, log);
    } catch (error) {
      run.failed += 1;
      log.error({ err: error, user_id: user.id, kind: reminder.kind }, 'reminder failed');
    }
  }
  return run;
}

/** The steps with their labels and debts (steps of a debt no longer there are left out). */
async function describe(
  deps: ReminderDeps,
  user: Recipient,
  steps: readonly EventRecord[],
): Promise<DigestStep[]> {
  const uuids = [...new Set(steps.map((step) => step.tradeline_uuid))];
  const [debts, all, lifecycleOf] = await Promise.all([
    deps.store.tradelines.find({ uuid: { $in: uuids }, user_id: user.id }),
    deps.store.events.find({ tradeline_uuid: { $in: uuids } }),
    lifecyclesOfUser(deps.store, user.id),
  ]);
  // A settled debt has nothing left to remind of (a step it left pending included).
  const tradelines = debts.filter((debt) => !isResolved(lifecycleOf(debt).state));
  const origin = deps.origin();
  return steps.flatMap((step) => {
    const tradeline = tradelines.find((debt) => debt.uuid === step.tradeline_uuid);
    if (!tradeline) return [];
    const label = labelEvents(
      all.filter((event) => event.tradeline_uuid === step.tradeline_uuid),
    ).find((labelled) => labelled.event.id === step.id)?.label;
    return [
      {
        debt: tradeline.account_name,
        step: label ?? 'A step',
        date: step.scheduled_date,
        link: `${origin}/portal/take-action/debts/${tradeline.id}`,
      },
    ];
  });
}

/** The email of a due reminder, or null when its steps' debts are gone (nothing to say). */
async function emailOf(
  deps: ReminderDeps,
  user: Recipient,
  reminder: DueReminder<EventRecord>,
  now: Date,
): Promise<((links: ReminderLinks) => Email) | null> {
  const steps = await describe(deps, user, reminder.steps);
  const [step] = steps;
  if (!step) return null;
  switch (reminder.kind) {
    case 'due-tomorrow':
      return (links) => stepReminderEmail(user.email, step, { ...links, debt: step.link });
    case 'past-due':
      return (links) => pastDueAlertEmail(user.email, step, { ...links, debt: step.link });
    case 'digest': {
      const { monday, sunday } = reminder.week!;
      // The weekly summary is the inbox's: the `email` entitlement (enrollment's model/).
      const summary = (await isEntitled(deps.store, user.id, 'email', now))
        ? `${deps.origin()}/portal/email#${WEEKLY_SUMMARY_ANCHOR}`
        : undefined;
      const week = steps.filter((item) => item.date >= monday);
      const pastDue = steps.filter((item) => item.date < monday);
      return (links) =>
        weeklyDigestEmail(user.email, { monday, sunday, week, pastDue }, { ...links, summary });
    }
  }
}

async function remind(
  deps: ReminderDeps,
  user: Recipient,
  reminder: DueReminder<EventRecord>,
  now: Date,
  run: ReminderRun,
  log: Log,
): Promise<void> {
  const build = await emailOf(deps, user, reminder, now);
  if (!build) return;
  const { id, kind } = reminder;
  // The one run that inserts the claim sends the email.
  const claim = { id, user_id: user.id, kind, sent_at: now.toISOString() };
  if (!(await insertOnce(deps.store.reminders, claim))) {
    run.taken += 1;
    return;
  }
  try {
    const token = await issueLinkToken(
      deps.store,
      { user_id: user.id, purpose: UNSUBSCRIBE_PURPOSE[kind], email: user.email },
      now,
      UNSUBSCRIBE_LINK_DAYS * 24 * 60,
    );
    const origin = deps.origin();
    await deps.mailer.send(
      build({
        settings: `${origin}/portal/account`,
        oneClick: `${origin}/api${buildPath(accountEndpoints.unsubscribe.path, { token })}`,
      }),
    );
    run.sent += 1;
    run.reminded.push(id);
    log.info({ user_id: user.id, kind, id }, 'reminder sent');
  } catch (error) {
    // Given back: the next run tries again.
    await deps.store.reminders.remove({ id });
    throw error;
  }
}

/**
 * The one-click unsubscribe (RFC 8058): turns off the kind of reminder the link came in (step
 * reminders, past-due alerts or the weekly digest). No sign-in; the link works again and again
 * for a year, with the same answer.
 */
export async function unsubscribe(
  deps: { store: TokenStore & { users: Collection<UserRecord> } },
  token: string,
  now: Date,
  log: Log,
): Promise<{ message: string }> {
  const link = await deps.store.accountTokens.get(await sha256Hex(token));
  const kind = link && unsubscribeKind(link.purpose);
  const valid = link !== null && kind !== null && Date.parse(link.expires_at) > now.getTime();
  const user = valid ? await deps.store.users.get(link.user_id) : null;
  if (!user || !kind) throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID);
  const preferences = user.email_preferences ?? DEFAULT_PREFERENCES;
  const preference = REMINDER_PREFERENCE[kind];
  if (preferences[preference]) {
    await deps.store.users.update(
      { id: user.id },
      { set: { email_preferences: { ...preferences, [preference]: false } } },
    );
    log.info({ user_id: user.id, preference }, 'reminders turned off by the one-click link');
  }
  return { message: REMINDERS_OFF[kind] };
}
