/**
 * `npm run bench:scale` (issue 30): does a request's cost stay flat as the database grows? For
 * each N (1,000 and 10,000 users; 100,000 with --large) it starts FerretDB on a temporary folder
 * and the built server on Node 24, seeds N users straight into the database with bulk inserts
 * (with --postgresql, 1,440 of them, and the rest as their copies made in SQL)
 * (each: 5 tradelines with their 5 events, 200 intercepted emails, a program, a subscription
 * and a session), then loads five reads with autocannon from a Node 24 process of its own:
 *
 *   GET /api/tradelines/{id}, GET /api/events/{id}, GET /api/emails/{id}/recent (one user's),
 *   GET /api/admin/users?search=…, GET /api/admin/analytics (the whole database's).
 *
 * For each it prints p50 and p95, requests per second and the CPU milliseconds per request of
 * the server process and of FerretDB (sampled from /proc over the measured run), then the
 * server's resident memory after the admin requests, and a raw-driver probe: the admin queries
 * alone, timed with the `mongodb` driver, so FerretDB's own cost reads apart from the server's.
 * The last table gives each figure's ratio between the largest and the smallest N, and the
 * whole report is written to docs/benchmarks.md with the machine, its load and the date.
 * Figures only: nothing here passes or fails on time (not part of `npm test`).
 *
 * Options:
 *   --no-build           use the dist-server/ already built
 *   --sizes 1000,10000   the user counts (default), run in this order (the tables go from the
 *                        smallest to the largest, and the ratios compare those two)
 *   --large              add 100,000 users
 *   --emails N[,N…]      emails per user (200), or one count per size (a large N may take fewer)
 *   --connections N      autocannon connections (8)
 *   --duration S         seconds measured per read (5), after --warmup S (2)
 *   --requests N         instead, N requests per read however long they take (after N/10 of
 *                        warm-up): on a loaded machine, so that slow answers are all counted
 *   --admin-requests N   with --requests: as many for each admin read (the same), which costs
 *                        FerretDB a pass over whole collections each
 *   --probe-runs N       the raw-driver probe's runs per query (7), after one more
 *   --idle-seconds S     how long the server's idle CPU is sampled before the reads (20): the
 *                        "net" column subtracts it over each read's time
 *   --no-write           print only; leave docs/benchmarks.md as it is
 *   --rounds N           measure the reads N times (1) on each N's data, seeded once: a
 *                        table per round, so a busy machine's noise shows
 *   --postgresql         FerretDB on PostgreSQL instead of SQLite (also BENCH_POSTGRESQL=1):
 *                        a throw-away cluster per N (scripts/bench/postgres.ts; Debian:
 *                        `apt-get install postgresql`, binaries found as POSTGRESQL_BIN says).
 *                        SQLite's handler reads the whole collection for every filter but
 *                        `_id`; PostgreSQL's gets equality filters pushed down, and its CPU
 *                        (the postmaster and every backend) is a column of its own. After
 *                        seeding, each index's leading field gets the GIN index FerretDB's
 *                        pushed-down equality can use (`addContainmentIndexes`), and the
 *                        scans PostgreSQL counts during each user-scoped read are reported
 *   --no-containment-indexes  with --postgresql: only FerretDB's own B-tree indexes (every
 *                        pushed-down equality is then a sequential scan)
 *
 * The work is split by kind: options (scale/settings.ts), seeding (scale/seed.ts), the load and
 * its CPU (scale/load.ts), the raw-driver probe, plans and memory (scale/measure.ts), one N from
 * start to end (scale/run.ts) and the report (scale/report.ts).
 */
import { resolve } from 'node:path';
import { builtServer } from './node24';
import { runBenchmark } from '../lib/processes';
import { writeReport, reportAll } from './scale/report';
import { runFor, type Run } from './scale/run';
import { readSettings, type Settings } from './scale/settings';

const ROOT = resolve(import.meta.dirname, '../..');

let settings: Settings;
try {
  settings = readSettings();
} catch (error) {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

async function main(): Promise<number> {
  const node = await builtServer(ROOT, settings.build);
  const runs: Run[] = [];
  for (const [index, users] of settings.sizes.entries()) {
    runs.push(
      ...(await runFor(
        settings,
        node,
        users,
        settings.emails[index]!,
        index === 0,
        (done, partial) =>
          writeReport(settings, node, [...runs, ...done], partial).then(() => undefined),
      )),
    );
  }
  console.log(`\n${reportAll(settings, node, runs)}`);
  const file = await writeReport(settings, node, runs, null);
  if (file) console.log(`\nWritten to ${file}`);
  return runs.flatMap((run) => run.reads).some((read) => read.failures > 0) ? 1 : 0;
}

await runBenchmark('bench:scale', main);
