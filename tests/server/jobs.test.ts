/**
 * The scheduled jobs' start (server/platform/jobs.ts): every job due at once runs on the first
 * scan, not a whole `processEvery` later. A process started beside another (two instances
 * behind a load balancer) sends the reminders owed now within seconds.
 */
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, syncIndexes, registerModels } from '../../server/platform/db';
import { createDeps } from '../../server/platform/deps';
import {
  FOLD_COUNTERS_JOB,
  REMINDERS_JOB,
  SWEEP_SESSIONS_JOB,
  startJobs,
  type Jobs,
} from '../../server/platform/jobs';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';
import { testServerEnv } from './environment';
import { until } from './process';
import { providedServices } from './provided';

let connection: Connection;
let jobs: Jobs | null = null;

beforeAll(async () => {
  connection = await connectDatabase(inject('mongodbUri'), `jobs_${randomUUID().slice(0, 8)}`);
  await syncIndexes(registerModels(connection));
});
afterAll(async () => {
  await jobs?.stop();
  await connection.dropDatabase();
  await connection.close();
});

it('runs each job due at start on the first scan, a minute before the next', async () => {
  const config = loadConfig(testServerEnv(providedServices()));
  const deps = createDeps(config, connection, createLogger('silent'));
  jobs = await startJobs(deps, connection.db!);
  const due = [REMINDERS_JOB, SWEEP_SESSIONS_JOB, FOLD_COUNTERS_JOB];
  const finished = async () =>
    (
      await connection
        .db!.collection('jobs')
        .find({ name: { $in: due }, lastFinishedAt: { $ne: null } }, { projection: { name: 1 } })
        .toArray()
    ).map((job) => job.name as string);
  // Agenda scans once at start, then once a minute: half that minute is ample for the first scan,
  // and a job saved after it would only run at the second.
  await until(
    async () => (await finished()).length === due.length,
    'the jobs due at start',
    30_000,
  );
  expect((await finished()).sort()).toEqual([...due].sort());
});
