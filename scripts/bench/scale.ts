/**
 * `npm run bench:scale` (issue 30): does a request's cost stay flat as the database grows? For
 * each N (1,000 and 10,000 users; 100,000 with --large) it starts FerretDB on a temporary folder
 * and the built server on Node 24, seeds N users straight into the database with bulk inserts
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
 *   --sizes 1000,10000   the user counts (default), in this order
 *   --large              add 100,000 users
 *   --emails N           emails per user (200)
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
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import {
  last7DaysRange,
  last7DaysWeeks,
  signupWeeks,
} from '../../src/features/admin/model/analytics';
import { OPEN_CALL_STATUSES } from '../../src/features/calls/contract';
import { searchGramOf, userKeys } from '../../src/features/auth/records';
import { mondayOf } from '../../src/shared/lib/dates';
import { node24, type NodeBinary } from './node24';
import { idleCpuRate, measureLoad, startApi, type Watched } from './measured';
import {
  cleanUpAll,
  cleanUpOnSignals,
  interrupted,
  registerCleanUp,
  runVisible,
} from '../lib/processes';
import { startFerretDb, type Running } from '../services/run';
import {
  addContainmentIndexes,
  startFerretDbOnPostgres,
  tableScans,
  treeCpuSeconds,
  type RunningOnPostgres,
  type TableScans,
} from './postgres';

const ROOT = resolve(import.meta.dirname, '../..');
const { ObjectId } = mongoose.mongo;

function readSettings() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      sizes: { type: 'string', default: '1000,10000' },
      large: { type: 'boolean', default: false },
      emails: { type: 'string', default: '200' },
      connections: { type: 'string', default: '8' },
      duration: { type: 'string', default: '5' },
      requests: { type: 'string', default: '0' },
      'admin-requests': { type: 'string' },
      warmup: { type: 'string', default: '2' },
      'probe-runs': { type: 'string', default: '7' },
      'idle-seconds': { type: 'string', default: '20' },
      postgresql: { type: 'boolean', default: process.env.BENCH_POSTGRESQL === '1' },
      'no-containment-indexes': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '1' },
    },
  });
  const whole = (text: string, name: string, min: number) => {
    const number = Number(text);
    if (!Number.isInteger(number) || number < min) {
      throw new Error(`--${name} takes a whole number of at least ${min}`);
    }
    return number;
  };
  const sizes = values.sizes.split(',').map((size) => whole(size.trim(), 'sizes', 10));
  if (values.large) sizes.push(100_000);
  return {
    build: !values['no-build'],
    write: !values['no-write'],
    sizes,
    emails: whole(values.emails, 'emails', 0),
    connections: whole(values.connections, 'connections', 1),
    duration: whole(values.duration, 'duration', 1),
    requests: whole(values.requests, 'requests', 0),
    adminRequests: whole(values['admin-requests'] ?? values.requests, 'admin-requests', 0),
    warmup: whole(values.warmup, 'warmup', 0),
    probeRuns: whole(values['probe-runs'], 'probe-runs', 1),
    idleSeconds: whole(values['idle-seconds'], 'idle-seconds', 1),
    postgresql: values.postgresql,
    containmentIndexes: values.postgresql && !values['no-containment-indexes'],
    rounds: whole(values.rounds, 'rounds', 1),
  };
}

let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings();
} catch (error) {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const TRADELINES = 5;
const EVENT_TYPES = ['update_contacts', 'give_notice', 'negotiation', 'negotiation', 'payoff'];
const PLANS = ['basic', 'upgrade', 'works', null] as const;
const STATUSES = ['active', 'active', 'active', 'canceled', 'past_due'] as const;
const SENDERS = ['collections@bank.example', 'notices@card.example', 'agent@agency.example'];
const DAY_MS = 86_400_000;
/** Matches users 40-49 of every N: a search that finds a page's worth, never the whole table. */
const SEARCH = 'user00004';

const pad = (index: number) => String(index).padStart(6, '0');

/** The documents of user `index`, as the server's models store them (dates as Dates). */
function userDocuments(index: number, now: number, emails: number) {
  const userId = new ObjectId().toHexString();
  const created = new Date(now - (index % 120) * DAY_MS - (index % 1440) * 60_000);
  const stamps = { created_at: created, updated_at: created };
  const username = `user${pad(index)}`;
  const email = `${username}@example.org`;
  const plan = PLANS[index % PLANS.length]!;
  const program = { savings_support: index % 2 === 0, debt_negotiation: index % 3 };
  const monthly = 5 + (program.savings_support ? 2 : 0) + [0, 3, 5][program.debt_negotiation]!;
  const start = created.toISOString().slice(0, 10);
  const tradelines = Array.from({ length: TRADELINES }, (_, debt) => ({
    _id: new ObjectId().toHexString(),
    uuid: new ObjectId().toHexString(),
    user_id: userId,
    account_name: `Card ${debt + 1}`,
    current_balance: 1_000 + debt * 350 + (index % 100),
    minimum_payment: 35 + debt * 5,
    credit_limit: 5_000 + debt * 1_000,
    start_date: start,
    ...stamps,
  }));
  const events = tradelines.flatMap((tradeline, debt) =>
    EVENT_TYPES.map((type, slot) => ({
      _id: new ObjectId().toHexString(),
      tradeline_uuid: tradeline.uuid,
      user_id: userId,
      type,
      scheduled_date: new Date(created.getTime() + (debt * 7 + slot * 30) * DAY_MS)
        .toISOString()
        .slice(0, 10),
      completed: slot === 0,
      completed_date: slot === 0 ? created : null,
      assisted: false,
      slot,
      ...stamps,
    })),
  );
  const mail = Array.from({ length: emails }, (_, n) => ({
    _id: new ObjectId().toHexString(),
    user_id: userId,
    date_sent: new Date(now - n * 9 * 3_600_000 - index * 1_000),
    subject: `Account ending ${String(1000 + n).slice(-4)}: payment reminder`,
    sender_email: SENDERS[n % SENDERS.length]!,
    content: `Your minimum payment of $${35 + (n % 40)} is due. Please contact us about your account.`,
    // Unique per user (the inbox's redelivery key).
    message_id: `<${username}.${n}@bench.example>`,
    ...stamps,
  }));
  return {
    user: {
      _id: userId,
      username,
      email,
      ...userKeys(username, email),
      password_hash: null,
      role: 'user',
      signup_week: mondayOf(created.toISOString()),
      selected_plan: plan,
      premium_features: [],
      phone_number: null,
      google_sub: null,
      stripe_customer_id: null,
      ...stamps,
    },
    tradelines,
    events,
    emails: mail,
    program: { _id: userId, user_id: userId, ...program, email_opt_in: true, ...stamps },
    subscription: {
      _id: `sub_bench_${pad(index)}`,
      user_id: userId,
      status: STATUSES[index % STATUSES.length]!,
      current_period_end: new Date(now + 20 * DAY_MS),
      monthly_amount: monthly,
      price_ids: ['price_base'],
      authorization: null,
      ...stamps,
    },
  };
}

/** A session (the token's SHA-256 as `_id`), as a sign-in stores it. */
function session(user: { _id: string; username: string; email: string; role: string }) {
  const token = randomBytes(32).toString('hex');
  const now = new Date();
  return {
    token,
    document: {
      _id: createHash('sha256').update(token).digest('hex'),
      user_id: user._id,
      username: user.username,
      email: user.email,
      role: user.role,
      expires_at: new Date(now.getTime() + 12 * 3_600_000),
      revoked_at: null,
      ...{ created_at: now, updated_at: now },
    },
  };
}

interface Seeded {
  seconds: number;
  documents: number;
  userId: string;
  userToken: string;
  adminToken: string;
}

/** Seeds `users` users into the database with unordered bulk inserts, a few thousand at a time. */
async function seed(uri: string, users: number, emails: number): Promise<Seeded> {
  const started = performance.now();
  const client = new mongoose.mongo.MongoClient(uri);
  await client.connect();
  try {
    const db = client.db();
    const now = Date.now();
    const batches: Record<string, object[]> = {};
    let documents = 0;
    const flush = async (all = false) => {
      await Promise.all(
        Object.entries(batches).map(async ([name, batch]) => {
          if (batch.length === 0 || (!all && batch.length < 5_000)) return;
          batches[name] = [];
          documents += batch.length;
          await db.collection(name).insertMany(batch, { ordered: false });
        }),
      );
    };
    const add = (name: string, items: object[]) => {
      (batches[name] ??= []).push(...items);
    };
    let middle: ReturnType<typeof userDocuments>['user'] | null = null;
    for (let index = 0; index < users; index += 1) {
      const one = userDocuments(index, now, emails);
      if (index === Math.floor(users / 2)) middle = one.user;
      add('users', [one.user]);
      add('tradelines', one.tradelines);
      add('events', one.events);
      add('emails', one.emails);
      add('programs', [one.program]);
      add('subscriptions', [one.subscription]);
      // Every user signed in once: the sessions' lookup by token reads one of N.
      add('sessions', [session(one.user).document]);
      await flush();
      if ((index + 1) % 1_000 === 0) {
        process.stdout.write(
          `  seeded ${index + 1} of ${users} users (${Math.round((performance.now() - started) / 1000)} s)\n`,
        );
      }
    }
    const admin = {
      ...userDocuments(users, now, 0).user,
      username: 'bench-admin',
      email: 'bench-admin@example.org',
      ...userKeys('bench-admin', 'bench-admin@example.org'),
      role: 'admin',
    };
    add('users', [admin]);
    const adminSession = session(admin);
    const userSession = session(middle!);
    add('sessions', [adminSession.document, userSession.document]);
    await flush(true);
    return {
      seconds: (performance.now() - started) / 1000,
      documents,
      userId: middle!._id,
      userToken: userSession.token,
      adminToken: adminSession.token,
    };
  } finally {
    await client.close();
  }
}

/** Resident memory of a process in MB, from /proc; null off Linux. */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

interface Read {
  name: string;
  path: string;
  scope: 'user' | 'admin';
  token: 'user' | 'admin';
}

interface Measured {
  read: string;
  scope: 'user' | 'admin';
  rps: number;
  p50: number;
  p95: number;
  serverMs: number | null;
  /** The server's CPU per request less what it spends idle over the same time. */
  serverNetMs: number | null;
  ferretMs: number | null;
  /** PostgreSQL's CPU per request, with --postgresql. */
  postgresMs: number | null;
  failures: number;
  /** With --postgresql, for the user-scoped reads: the scans PostgreSQL counted during them. */
  scans?: TableScans[];
}

/** One autocannon run (scripts/bench/load.mjs) with the server's and FerretDB's CPU over it. */
async function measure(
  node: NodeBinary,
  url: string,
  token: string,
  watched: Record<string, Watched>,
  idleRate: number | null,
  /** Requests to count (with --requests), else 0: a duration. */
  amount: number,
): Promise<Omit<Measured, 'read' | 'scope'>> {
  const { result, cpu } = await measureLoad(
    node,
    'The load generator',
    {
      url,
      connections: settings.connections,
      duration: settings.duration,
      warmup: settings.warmup,
      headers: { authorization: `Bearer ${token}` },
      ...(amount > 0 && { amount, timeout: 600 }),
    },
    watched,
  );
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify(result));
  const total = amount > 0 ? result.requests_total : result.rps_mean * settings.duration;
  const perRequest = (spent: number | null | undefined) =>
    spent === null || spent === undefined || total <= 0 ? null : (spent * 1000) / total;
  return {
    rps: result.rps_mean,
    p50: result.latency_p50_exact,
    p95: result.latency_p95,
    serverMs: perRequest(cpu.seconds.server),
    serverNetMs:
      idleRate === null || cpu.seconds.server === null || cpu.seconds.server === undefined
        ? null
        : perRequest(Math.max(0, cpu.seconds.server - idleRate * cpu.wall)),
    ferretMs: perRequest(cpu.seconds.ferretdb),
    postgresMs: perRequest(cpu.seconds.postgres),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

interface Probe {
  name: string;
  p50: number;
}

interface Plan {
  /** The documents FerretDB reads for the query (see `plans`). */
  documents: number;
  name: string;
  /** Whether FerretDB handed the filter to its backend (`filterPushdown` in explain). */
  pushdown: boolean | null;
  /**
   * The backend's plan, as explain gives it (SQLite: `SCAN <table>` reads every row;
   * PostgreSQL: each node's type, with its index or filter).
   */
  plan: string;
}

/** PostgreSQL's JSON plan in one line: `Gather > Seq Scan emails (filter …)`. */
function postgresPlan(node: Record<string, unknown>): string {
  const parts = [String(node['Node Type'])];
  if (node['Index Name']) parts.push(`using ${String(node['Index Name'])}`);
  else if (node['Relation Name']) parts.push(String(node['Relation Name']));
  const condition = node['Index Cond'] ?? node['Recheck Cond'] ?? node.Filter;
  if (condition) parts.push(`(${String(condition)})`);
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [parts.join(' '), ...children.map(postgresPlan)].join(' > ');
}

/**
 * The search the admin's users page sends (AD-11: a substring of either lower-cased key, which
 * the server's store writes as an unanchored `$regex`, among the users holding one piece of it:
 * SV-34).
 */
const SEARCH_FILTER = {
  search_grams: searchGramOf(SEARCH),
  $or: [{ email_key: new RegExp(SEARCH) }, { username_key: new RegExp(SEARCH) }],
};

/**
 * The analytics' counts as the server's store sends them (admin service, SV-34): each filter
 * an equality FerretDB can hand PostgreSQL, but for the tradelines' total and the calls'
 * statuses; the sign-up weeks as one entry (twelve counts).
 */
function analyticsQueries(now: Date): [string, string, object][] {
  const weeks = signupWeeks(now);
  const recent = last7DaysRange(now);
  return [
    ['admins (role)', 'users', { role: 'admin' }],
    [
      `sign-ups of the week of ${weeks.at(-2)!} (signup_week)`,
      'users',
      { signup_week: weeks.at(-2) },
    ],
    [
      'last 7 days within one of their weeks (signup_week + created_at)',
      'users',
      {
        signup_week: last7DaysWeeks(now)[0],
        created_at: { $gt: new Date(recent.$gt), $lte: new Date(recent.$lte) },
      },
    ],
    ['tradelines, no filter', 'tradelines', {}],
    ['interest submissions, no filter', 'interest_submissions', {}],
    ['open calls (status $in)', 'calls', { status: { $in: [...OPEN_CALL_STATUSES] } }],
  ];
}

/**
 * How the database runs each read's main query (explain): whether the filter reaches the
 * backend and whether an index serves it, which tells a cost that grows with N from one that
 * does not.
 */
async function plans(uri: string, userId: string): Promise<Plan[]> {
  const client = new mongoose.mongo.MongoClient(uri);
  await client.connect();
  try {
    const db = client.db();
    const queries: [string, string, object, object][] = [
      ['tradelines by user_id', 'tradelines', { user_id: userId }, { created_at: 1 }],
      ['events by user_id', 'events', { user_id: userId }, { scheduled_date: 1 }],
      ['emails by user_id, newest first', 'emails', { user_id: userId }, { date_sent: -1 }],
      ['session by _id', 'sessions', { _id: 'x'.repeat(64) }, {}],
      ['admin search: key substrings', 'users', SEARCH_FILTER, { created_at: -1 }],
      ...analyticsQueries(new Date()).map(
        ([name, collection, filter]): [string, string, object, object] => [
          `analytics: ${name}`,
          collection,
          filter,
          {},
        ],
      ),
    ];
    const results: Plan[] = [];
    for (const [name, collection, filter, sort] of queries) {
      const explained = (await db
        .collection(collection)
        .find(filter)
        .sort(sort as never)
        .limit(50)
        .explain()) as { filterPushdown?: boolean; queryPlanner?: { Plan?: unknown } };
      const plan = explained.queryPlanner?.Plan;
      const pushdown = explained.filterPushdown ?? null;
      // FerretDB reads what PostgreSQL hands it: the matches of a pushed-down equality, else
      // the whole collection (a count of the matches is then itself a whole pass, so not run).
      const documents =
        pushdown === false || Object.keys(filter).length === 0
          ? await db.collection(collection).estimatedDocumentCount()
          : await db.collection(collection).countDocuments(filter);
      results.push({
        name,
        pushdown,
        documents,
        plan: (Array.isArray(plan)
          ? plan.join('; ')
          : plan && typeof plan === 'object'
            ? postgresPlan(plan as Record<string, unknown>)
            : JSON.stringify(plan ?? null)
        )
          .replace(/id=\d+ parent=\d+ notused=\d+ detail=/g, '')
          .replace(/_[0-9a-f]{8}\b/g, '')
          .replace(/\|/g, '\\|'),
      });
    }
    return results;
  } finally {
    await client.close();
  }
}

/** The admin reads' queries with the raw driver, one at a time: FerretDB's own time. */
async function probe(uri: string): Promise<Probe[]> {
  const client = new mongoose.mongo.MongoClient(uri);
  await client.connect();
  try {
    const db = client.db();
    const search = SEARCH_FILTER;
    const active = { status: { $in: ['active', 'trialing'] } };
    const queries: [string, () => Promise<unknown>][] = [
      [
        'users search: find(substrings).sort.limit(20) + count',
        () =>
          Promise.all([
            db.collection('users').find(search).sort({ created_at: -1 }).limit(20).toArray(),
            db.collection('users').countDocuments(search),
          ]),
      ],
      [
        'users grouped by plan ($match + $group; the total is its sum)',
        () =>
          db
            .collection('users')
            .aggregate([{ $match: {} }, { $group: { _id: '$selected_plan', value: { $sum: 1 } } }])
            .toArray(),
      ],
      [
        'active subscriptions: sum of monthly_amount',
        () =>
          db
            .collection('subscriptions')
            .aggregate([
              { $match: active },
              { $group: { _id: null, value: { $sum: '$monthly_amount' } } },
            ])
            .toArray(),
      ],
      ...analyticsQueries(new Date()).map(
        ([name, collection, filter]): [string, () => Promise<unknown>] => [
          `${name}: count`,
          () => db.collection(collection).countDocuments(filter),
        ],
      ),
    ];
    const results: Probe[] = [];
    for (const [name, query] of queries) {
      await query();
      const times: number[] = [];
      for (let run = 0; run < settings.probeRuns; run += 1) {
        const begin = performance.now();
        await query();
        times.push(performance.now() - begin);
      }
      times.sort((a, b) => a - b);
      results.push({ name, p50: times[Math.floor(times.length / 2)]! });
    }
    return results;
  } finally {
    await client.close();
  }
}

interface Run {
  users: number;
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

const READS: Read[] = [
  { name: 'GET /tradelines/{id}', path: '/api/tradelines/{id}', scope: 'user', token: 'user' },
  { name: 'GET /events/{id}', path: '/api/events/{id}', scope: 'user', token: 'user' },
  {
    name: 'GET /emails/{id}/recent',
    path: '/api/emails/{id}/recent',
    scope: 'user',
    token: 'user',
  },
  {
    name: `GET /admin/users?search=${SEARCH}`,
    path: `/api/admin/users?search=${SEARCH}`,
    scope: 'admin',
    token: 'admin',
  },
  { name: 'GET /admin/analytics', path: '/api/admin/analytics', scope: 'admin', token: 'admin' },
];

/** The database the benchmark seeds (its PostgreSQL schema, with --postgresql). */
const DB_NAME = 'bench_scale';

/** Waits a little over the 10 s within which an idle PostgreSQL backend reports its counts. */
const STATS_SETTLE_MS = 11_000;

async function runFor(
  node: NodeBinary,
  users: number,
  validate: boolean,
  /** The figures so far, after each read: written down, so a run cut short keeps them. */
  onProgress: (done: Run[], partial: Run) => Promise<void>,
): Promise<Run[]> {
  console.log(`\nN = ${users.toLocaleString('en-US')} users (${settings.emails} emails each)`);
  const postgres = settings.postgresql ? await startFerretDbOnPostgres() : null;
  const ferret: Running = postgres ?? (await startFerretDb());
  registerCleanUp(() => ferret.stop());
  const uri = `${ferret.url}${DB_NAME}`;
  const api = await startApi(node, uri);
  try {
    const seeded = await seed(uri, users, settings.emails);
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
      rounds.push(
        await measureRound(node, api, ferret, postgres, seeded, (partial) =>
          onProgress(rounds, {
            ...partial,
            users,
            round,
            documents: seeded.documents,
            seedSeconds: seeded.seconds,
            containment,
            indexSeconds,
          }),
        ).then((measured) => ({
          ...measured,
          users,
          round,
          documents: seeded.documents,
          seedSeconds: seeded.seconds,
          containment,
          indexSeconds,
        })),
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
  'users' | 'round' | 'documents' | 'seedSeconds' | 'containment' | 'indexSeconds'
>;

/** One round of the five reads on the seeded data, then the probe and the plans. */
async function measureRound(
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
  const probes = await probe(uri);
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

/** `emails 0 seq / 33 index; sessions …`: a read's scans, per collection. */
const describeScans = (scans: TableScans[]) =>
  scans.length === 0
    ? 'none'
    : scans
        .map(
          (table) =>
            `${table.collection} ${table.seqScans} seq${table.seqScans > 0 ? ` (${table.seqRows.toLocaleString('en-US')} rows)` : ''} / ${table.indexScans} index`,
        )
        .join('; ');

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const fixed = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);
const ratio = (large: number | null | undefined, small: number | null | undefined) =>
  large === null || large === undefined || small === null || small === undefined || small <= 0
    ? '–'
    : `${(large / small).toFixed(2)}x`;

const backend = () => `FerretDB ${settings.postgresql ? '(PostgreSQL)' : '(SQLite)'}`;

function report(runs: Run[], node: NodeBinary, date: Date): string {
  const pg = settings.postgresql;
  const first = runs[0]!;
  const last = runs.at(-1)!;
  const lines: string[] = [];
  const n = (run: Run) => `N=${run.users.toLocaleString('en-US')}`;
  lines.push(
    `Node ${node.version} (${node.source}); ${backend()} on loopback; autocannon in its own Node process, ` +
      `${settings.connections} connections, ` +
      (settings.requests > 0
        ? `${settings.requests} requests measured per user-scoped read${settings.adminRequests === settings.requests ? '' : ` and ${settings.adminRequests} per admin read`}, after ${settings.warmup > 0 ? 'a tenth as many (at least one per connection)' : 'none'} of warm-up (the first N's reads are each requested once before).`
        : `${settings.duration} s measured after ${settings.warmup} s of warm-up per read.`),
    '',
    `| read | ${runs.map((run) => `${n(run)} p50 / p95 ms`).join(' | ')} | ${runs.map((run) => `${n(run)} server CPU ms/req`).join(' | ')} | ${runs.map((run) => `${n(run)} server, net of idle`).join(' | ')} | ${runs.map((run) => `${n(run)} FerretDB CPU ms/req`).join(' | ')} | ${pg ? `${runs.map((run) => `${n(run)} PostgreSQL CPU ms/req`).join(' | ')} | ` : ''}${runs.map((run) => `${n(run)} req/s`).join(' | ')} |`,
    `|---|${runs.map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|${pg ? `${runs.map(() => '---:').join('|')}|` : ''}${runs.map(() => '---:').join('|')}|`,
  );
  for (const [index, read] of first.reads.entries()) {
    lines.push(
      `| ${read.read} | ${runs.map((run) => `${fixed(run.reads[index]?.p50, 1)} / ${fixed(run.reads[index]?.p95, 1)}`).join(' | ')} | ${runs.map((run) => fixed(run.reads[index]?.serverMs, 3)).join(' | ')} | ${runs.map((run) => fixed(run.reads[index]?.serverNetMs, 3)).join(' | ')} | ${runs.map((run) => fixed(run.reads[index]?.ferretMs, 3)).join(' | ')} | ${pg ? `${runs.map((run) => fixed(run.reads[index]?.postgresMs, 3)).join(' | ')} | ` : ''}${runs.map((run) => fixed(run.reads[index]?.rps, 1)).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    `Ratio ${n(last)} / ${n(first)} (a request's cost should not grow with other users' data):`,
    '',
    `| read | p50 | p95 | server CPU ms/req | server, net of idle | FerretDB CPU ms/req |${pg ? ' PostgreSQL CPU ms/req |' : ''}`,
    `|---|---:|---:|---:|---:|---:|${pg ? '---:|' : ''}`,
  );
  for (const [index, read] of first.reads.entries()) {
    const big = last.reads[index];
    lines.push(
      `| ${read.read} | ${ratio(big?.p50, read.p50)} | ${ratio(big?.p95, read.p95)} | ${ratio(big?.serverMs, read.serverMs)} | ${ratio(big?.serverNetMs, read.serverNetMs)} | ${ratio(big?.ferretMs, read.ferretMs)} |${pg ? ` ${ratio(big?.postgresMs, read.postgresMs)} |` : ''}`,
    );
  }
  lines.push(
    '',
    '| server resident memory (MB) | ' + runs.map(n).join(' | ') + ' | ratio |',
    '|---|' + runs.map(() => '---:').join('|') + '|---:|',
    `| after the user-scoped reads | ${runs.map((run) => fixed(run.rssAfterUserReads, 0)).join(' | ')} | ${ratio(last.rssAfterUserReads, first.rssAfterUserReads)} |`,
    `| after the admin reads | ${runs.map((run) => fixed(run.rssAfterAdmin, 0)).join(' | ')} | ${ratio(last.rssAfterAdmin, first.rssAfterAdmin)} |`,
    '',
    `${backend()} alone (raw \`mongodb\` driver, one query at a time, median of ${settings.probeRuns}, ms): the admin reads' queries.`,
    '',
    '| query | ' + runs.map(n).join(' | ') + ' | ratio |',
    '|---|' + runs.map(() => '---:').join('|') + '|---:|',
  );
  for (const [index, query] of first.probes.entries()) {
    lines.push(
      `| ${query.name} | ${runs.map((run) => fixed(run.probes[index]?.p50, 1)).join(' | ')} | ${ratio(last.probes[index]?.p50, query.p50)} |`,
    );
  }
  lines.push(
    '',
    `How the database runs each read's main query at ${n(last)} (explain; \`pushdown\`: the filter reaches the storage backend):`,
    '',
    `| query | pushdown | documents read, ${runs
      .filter((run, index) => runs.findIndex((other) => other.users === run.users) === index)
      .map(n)
      .join(' / ')} | plan |`,
    '|---|---|---:|---|',
    ...last.plans.map(
      (plan, index) =>
        `| ${plan.name} | ${plan.pushdown === null ? '–' : plan.pushdown ? 'yes' : 'no'} | ${runs
          .filter((run, at) => runs.findIndex((other) => other.users === run.users) === at)
          .map((run) => run.plans[index]?.documents.toLocaleString('en-US') ?? '–')
          .join(' / ')} | \`${plan.plan}\` |`,
    ),
  );
  if (runs.some((run) => run.reads.some((read) => read.scans))) {
    lines.push(
      '',
      "PostgreSQL's scans during each user-scoped read (`pg_stat_user_tables`, over its measured requests and their warm-up; `seq`: sequential scans, with the rows they read):",
      '',
      '| read | ' + runs.map(n).join(' | ') + ' |',
      '|---|' + runs.map(() => '---').join('|') + '|',
      ...first.reads
        .filter((read) => read.scope === 'user')
        .map(
          (read) =>
            `| ${read.read} | ${runs
              .map((run) => {
                const scans = run.reads.find((each) => each.read === read.read)?.scans;
                return scans ? describeScans(scans) : '–';
              })
              .join(' | ')} |`,
        ),
    );
  }
  if (pg) {
    lines.push(
      '',
      last.containment.length > 0
        ? `GIN indexes (\`jsonb_path_ops\`) added after seeding for FerretDB's pushed-down equalities, one per leading field of the indexes FerretDB created: ${last.containment.map((name) => `\`${name}\``).join(', ')}; built in ${runs.map((run) => `${fixed(run.indexSeconds, 0)} s at ${n(run)}`).join(', ')}.`
        : "No GIN indexes added (`--no-containment-indexes`): FerretDB's own B-tree indexes only.",
    );
  }
  lines.push(
    '',
    '| seeding | ' + runs.map(n).join(' | ') + ' |',
    '|---|' + runs.map(() => '---:').join('|') + '|',
    `| documents | ${runs.map((run) => run.documents.toLocaleString('en-US')).join(' | ')} |`,
    `| seconds | ${runs.map((run) => run.seedSeconds.toFixed(0)).join(' | ')} |`,
    `| the server idle (CPU ms/s) | ${runs.map((run) => fixed(run.idleMsPerSecond, 2)).join(' | ')} |`,
    `| load average after the run (1, 5, 15 min) | ${runs.map((run) => run.load).join(' | ')} |`,
    '',
    `Failures (errors, timeouts, non-2xx): ${runs.flatMap((run) => run.reads).reduce((sum, read) => sum + read.failures, 0)}.`,
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  cleanUpOnSignals();
  if (settings.build) {
    await runVisible('npm', ['run', '--silent', 'build:server'], ROOT);
  } else if (!existsSync(join(ROOT, 'dist-server/index.js'))) {
    throw new Error('dist-server/index.js is missing: run without --no-build');
  }
  const node = await node24(ROOT);
  const runs: Run[] = [];
  const file = join(ROOT, 'docs/benchmarks.md');
  /** A report per round (a heading each when there are several). */
  const reportAll = (all: Run[]) =>
    Array.from({ length: settings.rounds }, (_, index) => index + 1)
      .map((round) => [round, all.filter((run) => run.round === round)] as const)
      .filter(([, ofRound]) => ofRound.length > 0)
      .map(([round, ofRound]) =>
        settings.rounds > 1
          ? `### Round ${round} of ${settings.rounds}\n\n${report(ofRound, node, new Date())}`
          : report(ofRound, node, new Date()),
      )
      .join('\n\n');
  const write = async (done: Run[], partial: Run | null) => {
    if (!settings.write) return;
    const all = partial ? [...done, partial] : done;
    const text = reportAll(all);
    const status = partial
      ? `**Partial** (written while the run went on; it stopped or is still running at N = ${partial.users.toLocaleString('en-US')}${settings.rounds > 1 ? `, round ${partial.round}` : ''}, after ${partial.reads.length} of ${READS.length} reads): a missing figure is '–'.`
      : '';
    // Notes written by hand below the figures stay.
    const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const notes = previous.indexOf('\n## Notes');
    await writeFile(
      file,
      [
        '# Benchmarks',
        '',
        '## Scale: cost as the data grows (`npm run bench:scale`)',
        '',
        `Each user: ${TRADELINES} tradelines with 5 events each, ${settings.emails} emails, a program, a subscription and a session, seeded straight into ${backend()}. ` +
          "The user-scoped reads are one user's; the admin search finds 10 users; the analytics count and sum the whole database. " +
          'The machine is shared: the load average beside the figures says how busy it was.',
        '',
        ...(status ? [status, ''] : []),
        text,
        '',
        ...(notes >= 0 ? [previous.slice(notes + 1)] : []),
      ].join('\n'),
    );
  };
  for (const [index, users] of settings.sizes.entries()) {
    runs.push(
      ...(await runFor(node, users, index === 0, (done, partial) =>
        write([...runs, ...done], partial),
      )),
    );
  }
  const text = reportAll(runs);
  console.log(`\n${text}`);
  await write(runs, null);
  if (settings.write) console.log(`\nWritten to ${file}`);
  return runs.flatMap((run) => run.reads).some((read) => read.failures > 0) ? 1 : 0;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted()) {
    console.error(`bench:scale failed: ${error instanceof Error ? error.message : String(error)}`);
  }
} finally {
  await cleanUpAll();
}
process.exit(exitCode);
