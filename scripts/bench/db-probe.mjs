/**
 * The database alone, with the raw `mongodb` driver (no mongoose, no Express), at the same
 * concurrency as the HTTP load. Prints `measuring <name>` before each timed phase and one JSON
 * line after it.
 *   mode "request": exactly the queries one `GET /api/tradelines/{user_id}` makes (the session
 *   by `_id`, the user's tradelines in order, then their offers counted by debt and their
 *   agreements, at once), after a warm-up: what `npm run bench:api` divides the API's
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

const offers = db.collection('settlement_offers');
const agreements = db.collection('settlement_agreements');

// The server's queries (src/features/auth/service/sessions.ts, then
// src/features/tradelines/service/tradelines.ts and each debt's state from the user's offers and
// agreements, src/features/settlement/service/lifecycle.ts, through server/platform/store.ts).
const session = (hash = tokenHash) => sessions.findOne({ _id: hash });
/** The list's bound when the request names none (TRADELINES_BOUND in its contract). */
const TRADELINES_LIMIT = 200;
const list = () =>
  tradelines
    .find({ user_id: userId }, { projection: TRADELINE_FIELDS })
    .sort({ created_at: 1, _id: 1 })
    .limit(TRADELINES_LIMIT)
    .toArray();
const states = () =>
  Promise.all([
    offers
      .aggregate([
        { $match: { user_id: userId } },
        { $group: { _id: '$tradeline_id', value: { $sum: 1 } } },
      ])
      .toArray(),
    agreements
      .find(
        { user_id: userId },
        { projection: { amount: 1, balance_at_settlement: 1, payments: 1 } },
      )
      .toArray(),
  ]);
const request = async () => {
  await session();
  const listed = await list();
  if (listed.length > 0) await states();
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
