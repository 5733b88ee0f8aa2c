/**
 * Scheduled work in a MongoDB-backed job scheduler (Agenda), so that with several instances
 * only one runs each job: every Monday at 06:00 UTC, a weekly summary for every user entitled
 * to email deflection (the inbox on and an active subscription); every 15 minutes, the reminder
 * emails (step reminders, past-due alerts, the Monday digest: each claimed in `reminders` before
 * it is sent, so two instances or two runs send it once);
 * every hour, old sessions are removed (no TTL indexes on FerretDB) and the analytics' counters
 * are recounted (drift corrected and logged); every minute, their pending changes are folded in.
 */
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { sendReminders, type ReminderRun } from '@/features/account/service/reminders';
import { foldCounters, reconcileCounters, type Drift } from '@/features/admin/service/counters';
import { writeSummary, type EmailStore } from '@/features/email/service/email';
import { isEntitled } from '@/features/enrollment/service/entitlements';
import { sweepSessions } from './auth';
import { appOrigin } from './contract-route';
import type { AppDeps } from './deps';
import { createMongoStore } from './store';

export const WEEKLY_SUMMARIES_JOB = 'weekly-summaries';
export const WEEKLY_SUMMARIES_CRON = '0 6 * * 1';
export const SWEEP_SESSIONS_JOB = 'sweep-sessions';
export const REMINDERS_JOB = 'reminders';
export const REMINDERS_EVERY = '15 minutes';
export const RECONCILE_COUNTERS_JOB = 'reconcile-counters';
export const RECONCILE_COUNTERS_EVERY = '1 hour';
export const FOLD_COUNTERS_JOB = 'fold-counters';
export const FOLD_COUNTERS_EVERY = '1 minute';

/** Recounts the analytics' counters, corrects and logs any drift (AD-13). */
export function runReconcileCounters(deps: AppDeps, now: Date = deps.clock()): Promise<Drift[]> {
  return reconcileCounters(createMongoStore(deps.models) as never, now, deps.logger);
}

/** Emails the reminders due now (every kind, in each user's time zone), each once. */
export function runReminders(deps: AppDeps, now: Date = deps.clock()): Promise<ReminderRun> {
  return sendReminders(
    { store: createMongoStore(deps.models), mailer: deps.mailer, origin: () => appOrigin(deps) },
    now,
    deps.logger,
  );
}

/** Writes this week's summary for every entitled user; returns how many were written. */
export async function runWeeklySummaries(deps: AppDeps): Promise<number> {
  const store: EmailStore = createMongoStore(deps.models);
  let written = 0;
  for (const { user_id } of await store.programs.find({ email_opt_in: true })) {
    if ((await store.emailAccounts.count({ user_id, active: true })) === 0) continue;
    if (!(await isEntitled(store, user_id, 'email', deps.clock()))) continue;
    try {
      await writeSummary({ store, summarizer: deps.summarizer }, user_id, deps.clock());
      written += 1;
    } catch (error) {
      deps.logger.error({ err: error, user_id }, 'weekly summary failed');
    }
  }
  return written;
}

export interface Jobs {
  stop(): Promise<void>;
}

export async function startJobs(deps: AppDeps, db: Db): Promise<Jobs> {
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo: db, collection: 'jobs' }),
    processEvery: '1 minute',
  });
  agenda.define(WEEKLY_SUMMARIES_JOB, async () => {
    const written = await runWeeklySummaries(deps);
    deps.logger.info({ written }, 'weekly summaries written');
  });
  agenda.define(SWEEP_SESSIONS_JOB, async () => {
    const removed = await sweepSessions(deps.models, deps.clock());
    if (removed > 0) deps.logger.info({ removed }, 'old sessions removed');
  });
  agenda.define(REMINDERS_JOB, async () => {
    const { sent, taken, failed } = await runReminders(deps);
    if (sent + failed > 0) deps.logger.info({ sent, taken, failed }, 'reminders sent');
  });
  agenda.define(RECONCILE_COUNTERS_JOB, async () => {
    await runReconcileCounters(deps);
  });
  agenda.define(FOLD_COUNTERS_JOB, async () => {
    await foldCounters(createMongoStore(deps.models) as never);
  });
  // Scheduled before processing starts: Agenda scans for due jobs once at start, then once a
  // `processEvery`, so a job saved after that first scan (its first run due now) would wait a
  // whole interval. Two instances starting together each save the same single job; the first
  // scan of either finds it due and only one locks it.
  await agenda.every(WEEKLY_SUMMARIES_CRON, WEEKLY_SUMMARIES_JOB, {}, { timezone: 'UTC' });
  await agenda.every('1 hour', SWEEP_SESSIONS_JOB);
  await agenda.every(REMINDERS_EVERY, REMINDERS_JOB);
  await agenda.every(RECONCILE_COUNTERS_EVERY, RECONCILE_COUNTERS_JOB);
  await agenda.every(FOLD_COUNTERS_EVERY, FOLD_COUNTERS_JOB);
  await agenda.start();
  return {
    async stop() {
      await agenda.drain(30_000);
    },
  };
}
