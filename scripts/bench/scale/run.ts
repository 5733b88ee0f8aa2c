/**
 * One N of `bench:scale`: FerretDB (on SQLite or PostgreSQL) and the built server started,
 * the data seeded, each read checked once, then the measured rounds.
 */
import { loadavg } from 'node:os';
import { idleCpuRate, startApi } from '../measured';
import type { NodeBinary } from '../node24';
import {
  addContainmentIndexes,
  startFerretDbOnPostgres,
  tableScans,
  treeCpuSeconds,
  type RunningOnPostgres,
  type TableScans,
} from '../postgres';
import { registerCleanUp } from '../../lib/processes';
import { startFerretDb, type Running } from '../../services/run';
import { measure, READS, type Measured } from './load';
import { plans, probe, rssMb, type Plan, type Probe } from './measure';
import { describeScans, fixed } from './report';
import { seed, type Seeded } from './seed';
import type { Settings } from './settings';

export interface Run {
  users: number;
  /** Emails per user. */
  emails: number;
  /** Users written through the driver; the others are their copies made in SQL. */
  prototypes: number;
  /** Which of --rounds, from 1. */
  round: number;
  /** With --postgresql: the GIN indexes added for FerretDB's pushdown, as `collection.field`. */
  containment: string[];
  indexSeconds: number | null;
  documents: number;
  seedSeconds: number;
  reads: Measured[];
  rssAfterUserReads: number | null;
  rssAfterAdmin: number | null;
  probes: Probe[];
  plans: Plan[];
  /** The server's CPU ms per second while idle. */
  idleMsPerSecond: number | null;
  load: string;
}

/** The database the benchmark seeds (its PostgreSQL schema, with --postgresql). */
const DB_NAME = 'bench_scale';

/** Waits a little over the 10 s within which an idle PostgreSQL backend reports its counts. */
const STATS_SETTLE_MS = 11_000;

export async function runFor(
  settings: Settings,
  node: NodeBinary,
  users: number,
  emails: number,
  validate: boolean,
  /** The figures so far, after each read: written down, so a run cut short keeps them. */
  onProgress: (done: Run[], partial: Run) => Promise<void>,
): Promise<Run[]> {
  console.log(`\nN = ${users.toLocaleString('en-US')} users (${emails} emails each)`);
  const postgres = settings.postgresql ? await startFerretDbOnPostgres() : null;
  const ferret: Running = postgres ?? (await startFerretDb());
  registerCleanUp(() => ferret.stop());
  const uri = `${ferret.url}${DB_NAME}`;
  const api = await startApi(node, uri);
  try {
    const seeded = await seed(
      uri,
      users,
      emails,
      postgres ? { sql: postgres.sql, schema: DB_NAME } : null,
    );
    console.log(
      `  seeded ${seeded.documents.toLocaleString('en-US')} documents in ${seeded.seconds.toFixed(0)} s`,
    );
    let containment: string[] = [];
    let indexSeconds: number | null = null;
    if (postgres && settings.containmentIndexes) {
      const begin = performance.now();
      containment = addContainmentIndexes(postgres.sql, DB_NAME);
      indexSeconds = (performance.now() - begin) / 1000;
      console.log(
        `  ${containment.length} GIN indexes for FerretDB's pushed-down equalities in ${indexSeconds.toFixed(0)} s: ${containment.join(', ')}`,
      );
    }
    // PostgreSQL's planner statistics, as autovacuum would gather them after a bulk load.
    postgres?.sql(`ANALYZE`);
    const tokens = { user: seeded.userToken, admin: seeded.adminToken };
    // Each read answers before it is measured; once is enough (the same code at every N), and
    // at the larger N one request can take minutes on FerretDB.
    for (const read of validate ? READS : []) {
      const ask = () =>
        fetch(`${api.base}${read.path.replace('{id}', seeded.userId)}`, {
          headers: { authorization: `Bearer ${tokens[read.token]}` },
        });
      // Once more on a closed socket: the health check's kept-alive connection can reach the
      // server's 65 s keep-alive limit just as seeding ends, and the server closes it then.
      const answer = await ask()
        .catch(ask)
        .catch((error: unknown) => {
          const child = api.service.child;
          const state =
            child.exitCode === null && child.signalCode === null
              ? 'runs'
              : `exited (${child.exitCode ?? child.signalCode})`;
          throw new Error(
            `${read.name} failed (${String(error)}: ${String((error as { cause?: unknown }).cause)}); ` +
              `the server ${state} and said:\n${api.service.output()}`,
          );
        });
      if (!answer.ok)
        throw new Error(`${read.name} answered ${answer.status}: ${await answer.text()}`);
    }
    const rounds: Run[] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      if (settings.rounds > 1) console.log(`  round ${round} of ${settings.rounds}`);
      // What the round ran on, beside its figures (also in the partial report written mid-round).
      const setting = {
        users,
        emails,
        prototypes: seeded.prototypes,
        round,
        documents: seeded.documents,
        seedSeconds: seeded.seconds,
        containment,
        indexSeconds,
      };
      rounds.push(
        await measureRound(settings, node, api, ferret, postgres, seeded, (partial) =>
          onProgress(rounds, { ...partial, ...setting }),
        ).then((measured) => ({ ...measured, ...setting })),
      );
    }
    return rounds;
  } finally {
    await api.service.stop();
    await ferret.stop();
  }
}

type RoundFigures = Omit<
  Run,
  | 'users'
  | 'emails'
  | 'prototypes'
  | 'round'
  | 'documents'
  | 'seedSeconds'
  | 'containment'
  | 'indexSeconds'
>;

/** One round of the five reads on the seeded data, then the probe and the plans. */
async function measureRound(
  settings: Settings,
  node: NodeBinary,
  api: Awaited<ReturnType<typeof startApi>>,
  ferret: Running,
  postgres: RunningOnPostgres | null,
  seeded: Seeded,
  onProgress: (partial: RoundFigures) => Promise<void>,
): Promise<RoundFigures> {
  const uri = `${ferret.url}${DB_NAME}`;
  const tokens = { user: seeded.userToken, admin: seeded.adminToken };
  // What the server spends doing nothing, per second: a read that waits minutes on FerretDB
  // would otherwise count its idle timers and heartbeats as the request's work.
  const idleRate = await idleCpuRate(api.service, settings.idleSeconds);
  console.log(`  the server idle: ${fixed(idleRate === null ? null : idleRate * 1000)} CPU ms/s`);
  const reads: Measured[] = [];
  let rssAfterUserReads: number | null = null;
  for (const read of READS) {
    const counted = postgres !== null && read.scope === 'user';
    if (counted) postgres.sql('SELECT pg_stat_reset()');
    const result = await measure(
      settings,
      node,
      `${api.base}${read.path.replace('{id}', seeded.userId)}`,
      tokens[read.token],
      {
        server: api.service,
        ...(ferret.service && { ferretdb: ferret.service }),
        ...(postgres && { postgres: () => treeCpuSeconds(postgres.postgres.child.pid) }),
      },
      idleRate,
      read.scope === 'admin' ? settings.adminRequests : settings.requests,
    );
    if (read.scope === 'user') rssAfterUserReads = rssMb(api.service.child.pid);
    let scans: TableScans[] | undefined;
    if (counted) {
      await new Promise((wait) => setTimeout(wait, STATS_SETTLE_MS));
      scans = tableScans(postgres.sql, DB_NAME);
    }
    reads.push({ read: read.name, scope: read.scope, ...result, ...(scans && { scans }) });
    await onProgress({
      reads,
      rssAfterUserReads,
      rssAfterAdmin: null,
      probes: [],
      plans: [],
      idleMsPerSecond: idleRate === null ? null : idleRate * 1000,
      load: loadAverage(),
    });
    console.log(
      `  ${read.name.padEnd(40)} p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `${Math.round(result.rps)} req/s, server ${fixed(result.serverMs)} CPU ms/req (${fixed(result.serverNetMs)} net of idle), FerretDB ${fixed(result.ferretMs)}` +
        (postgres ? `, PostgreSQL ${fixed(result.postgresMs)}` : '') +
        (scans ? `; scans: ${describeScans(scans)}` : ''),
    );
  }
  const rssAfterAdmin = rssMb(api.service.child.pid);
  const probes = await probe(settings, uri);
  const explained = await plans(uri, seeded.userId);
  return {
    reads,
    rssAfterUserReads,
    rssAfterAdmin,
    probes,
    plans: explained,
    idleMsPerSecond: idleRate === null ? null : idleRate * 1000,
    load: loadAverage(),
  };
}

export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
