/**
 * The database alone, with the raw `mongodb` driver (no mongoose, no Express), at the same
 * concurrency as the HTTP load. Prints `measuring <name>` before each timed phase and one JSON
 * line after it.
 *   mode "request": exactly the commands one `GET /api/tradelines/{user_id}` sends (the session
 *   by `_id`, then at once the user's tradelines in order, their offers counted by debt and their
 *   agreements), after a warm-up: what `npm run bench:api` divides the API's
 *   throughput by.
 *   mode "probe" (`--probe`): a ping, each query alone, both in sequence, then the same after
 *   other users' sessions and tradelines are added. It writes those documents: run it last, on
 *   a throw-away database.
 *
 *   node db-probe.mjs '{"mode":"request","uri":…,"userId":…,"tokenHash":…,"concurrency":64,"duration":5,"warmup":3}'
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';

// The driver mongoose ships with, so that no undeclared dependency is imported.
const { MongoClient, ObjectId } = mongoose.mongo;

const {
  mode = 'probe',
  uri,
  userId,
  tokenHash,
  concurrency,
  duration,
  warmup = 0,
  others = 100,
} = JSON.parse(process.argv[2] ?? '{}');
if (!uri || !userId || !tokenHash || !concurrency || !duration) {
  process.stderr.write('usage: node db-probe.mjs \'{"uri":…,"userId":…,"tokenHash":…,…}\'\n');
  process.exit(2);
}

const client = new MongoClient(uri, { maxPoolSize: Math.max(concurrency, 1) });
await client.connect();
const db = client.db();
/** The fields the API's list answer uses (src/features/tradelines/service/tradelines.ts). */
const TRADELINE_FIELDS = {
  uuid: 1,
  user_id: 1,
  account_name: 1,
  current_balance: 1,
  minimum_payment: 1,
  credit_limit: 1,
};

const sessions = db.collection('sessions');
const tradelines = db.collection('tradelines');

/**
 * A read as the server sends it (`commandRead` in server/platform/store.ts): the `find` or
 * `aggregate` command itself in an explicit session, a bounded one asking one document more a
 * batch than its limit; these reads fit one batch, which the probe checks.
 */
async function commandRead(command) {
  const own = client.startSession({ causalConsistency: false });
  try {
    const { cursor } = await db.command(command, { session: own });
    if (cursor.id !== 0 && !cursor.id?.isZero?.()) throw new Error('a read left a cursor open');
    return cursor.firstBatch;
  } finally {
    await own.endSession();
  }
}

// The server's queries (src/features/auth/service/sessions.ts, then
// src/features/tradelines/service/tradelines.ts beside each debt's state from the user's offers
// and agreements, src/features/settlement/service/lifecycle.ts, through server/platform/store.ts).
const session = async (hash = tokenHash) =>
  (await commandRead({ find: 'sessions', filter: { _id: hash }, limit: 1, batchSize: 2 }))[0] ??
  null;
/** The list's bound when the request names none (TRADELINES_BOUND in its contract). */
const TRADELINES_LIMIT = 200;
const list = () =>
  commandRead({
    find: 'tradelines',
    filter: { user_id: userId },
    projection: TRADELINE_FIELDS,
    sort: { created_at: 1, _id: 1 },
    limit: TRADELINES_LIMIT,
    batchSize: TRADELINES_LIMIT + 1,
  });
const states = () =>
  Promise.all([
    commandRead({
      aggregate: 'settlement_offers',
      pipeline: [
        { $match: { user_id: userId } },
        { $group: { _id: '$tradeline_id', value: { $sum: 1 } } },
      ],
      cursor: {},
    }),
    commandRead({
      find: 'settlement_agreements',
      filter: { user_id: userId },
      projection: { amount: 1, balance_at_settlement: 1, payments: 1 },
    }),
  ]);
const request = async () => {
  await session();
  const [listed] = await Promise.all([list(), states()]);
  return listed;
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** Runs `operation` from `concurrency` loops until `until` (performance.now()), timing each. */
async function loop(operation, until, latencies) {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        await operation();
        latencies?.push(performance.now() - begin);
      }
    }),
  );
}

async function time(name, operation, warmupSeconds = 0) {
  const check = await operation();
  if (check === null || (Array.isArray(check) && check.length === 0)) {
    throw new Error(`${name}: found nothing`);
  }
  if (warmupSeconds > 0) await loop(operation, performance.now() + warmupSeconds * 1000);
  process.stdout.write(`measuring ${name}\n`);
  const latencies = [];
  const until = performance.now() + duration * 1000;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await loop(operation, until, latencies);
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const result = {
    name,
    ops_per_s: latencies.length / (elapsed / 1000),
    p50_ms: percentile(latencies, 50),
    p99_ms: percentile(latencies, 99),
    client_cpu_share: (cpu.user + cpu.system) / 1000 / elapsed,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** Sessions and tradelines of `count` other users, as a shared database holds them. */
async function addOtherUsers(count) {
  const now = new Date();
  const expires = new Date(now.getTime() + 12 * 3_600_000);
  const otherSessions = [];
  const otherTradelines = [];
  for (let index = 0; index < count; index += 1) {
    const owner = new ObjectId().toHexString();
    for (let login = 0; login < 10; login += 1) {
      otherSessions.push({
        _id: randomBytes(32).toString('hex'),
        user_id: owner,
        username: `other${index}@example.com`,
        email: `other${index}@example.com`,
        role: 'user',
        expires_at: expires,
        revoked_at: null,
        created_at: now,
        updated_at: now,
      });
    }
    for (let debt = 0; debt < 20; debt += 1) {
      otherTradelines.push({
        _id: new ObjectId().toHexString(),
        uuid: new ObjectId().toHexString(),
        user_id: owner,
        account_name: `Other card ${debt + 1}`,
        current_balance: 1_000 + debt,
        minimum_payment: 30,
        credit_limit: 5_000,
        start_date: now.toISOString().slice(0, 10),
        created_at: now,
        updated_at: now,
      });
    }
  }
  await sessions.insertMany(otherSessions, { ordered: false });
  await tradelines.insertMany(otherTradelines, { ordered: false });
  return {
    sessions: otherSessions.length,
    tradelines: otherTradelines.length,
    newestTokenHash: otherSessions.at(-1)._id,
  };
}

try {
  if (mode === 'request') {
    await time("the request's queries", request, warmup);
  } else {
    await time('ping (one round trip, no data)', () => db.command({ ping: 1 }));
    await time('sessions.findOne({_id})', session);
    await time('tradelines.find({user_id}).sort()', list);
    await time("the request's queries in sequence", request);
    // The least any read of one user's data sends: its session, then the data.
    await time('the session, then the tradelines (no debt states)', async () => {
      await session();
      return list();
    });

    const added = await addOtherUsers(others);
    process.stdout.write(
      `added ${others} other users: ${added.sessions} sessions, ${added.tradelines} tradelines\n`,
    );
    const more = `+${others} users`;
    // The bench user's session is the oldest; the newest sign-in is looked up too, so that an
    // index (or a scan that stops at the first match) shows in the figures.
    await time(`sessions.findOne({_id}), newest ${more}`, () => session(added.newestTokenHash));
    await time(`tradelines.find({user_id}).sort() ${more}`, list);
    await time(`the request's queries in sequence ${more}`, request);
  }
} finally {
  await client.close();
}
