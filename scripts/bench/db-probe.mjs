/**
 * `npm run bench:api -- --probe`: how fast the database alone answers the queries one
 * `GET /api/tradelines/{user_id}` makes, with the raw `mongodb` driver (no mongoose, no Express),
 * at the same concurrency as the HTTP load; then the same after other users' sessions and
 * tradelines are added, and two cheaper shapes the server could use. Prints `measuring <name>`
 * before each timed phase and one JSON line after it.
 *
 *   node db-probe.mjs '{"uri":…,"userId":…,"tokenHash":…,"concurrency":64,"duration":5}'
 *
 * It writes to the database (other users' documents and a `bench_sessions_by_id` collection):
 * run it last, on a throw-away database.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';

// The driver mongoose ships with, so that no undeclared dependency is imported.
const { MongoClient, ObjectId } = mongoose.mongo;

const {
  uri,
  userId,
  tokenHash,
  concurrency,
  duration,
  others = 100,
} = JSON.parse(process.argv[2] ?? '{}');
if (!uri || !userId || !tokenHash || !concurrency || !duration) {
  process.stderr.write('usage: node db-probe.mjs \'{"uri":…,"userId":…,"tokenHash":…,…}\'\n');
  process.exit(2);
}

const client = new MongoClient(uri, { maxPoolSize: Math.max(concurrency, 1) });
await client.connect();
const db = client.db();
const sessions = db.collection('sessions');
const users = db.collection('users');
const tradelines = db.collection('tradelines');
/** The suggested session shape: `_id` is the token's hash, the caller's fields ride along. */
const sessionsById = db.collection('bench_sessions_by_id');

const session = () =>
  sessions.findOne(
    { token_hash: tokenHash },
    { projection: { user_id: 1, expires_at: 1, revoked_at: 1 } },
  );
const user = () =>
  users.findOne({ _id: userId }, { projection: { username: 1, email: 1, role: 1 } });
const list = () => tradelines.find({ user_id: userId }).sort({ created_at: 1, _id: 1 }).toArray();
const sessionById = () => sessionsById.findOne({ _id: tokenHash });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function time(name, operation) {
  const check = await operation();
  if (check === null || (Array.isArray(check) && check.length === 0)) {
    throw new Error(`${name}: found nothing`);
  }
  process.stdout.write(`measuring ${name}\n`);
  const latencies = [];
  const until = performance.now() + duration * 1000;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        await operation();
        latencies.push(performance.now() - begin);
      }
    }),
  );
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
        _id: new ObjectId().toHexString(),
        token_hash: randomBytes(32).toString('hex'),
        user_id: owner,
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
    newestTokenHash: otherSessions.at(-1).token_hash,
  };
}

try {
  const caller = await user();
  const real = await session();
  await sessionsById.deleteMany({});
  await sessionsById.insertOne({
    _id: tokenHash,
    user_id: userId,
    expires_at: real.expires_at,
    revoked_at: null,
    username: caller.username,
    email: caller.email,
    role: caller.role,
  });

  await time('ping (one round trip, no data)', () => db.command({ ping: 1 }));
  await time('sessions.findOne({token_hash})', session);
  await time('users.findOne({_id})', user);
  await time('tradelines.find({user_id}).sort()', list);
  await time('today: the three in sequence', async () => {
    await session();
    await user();
    await list();
  });
  await time('suggested: session by _id (with role)', sessionById);
  await time('suggested: session by _id + tradelines', async () => {
    await sessionById();
    await list();
  });

  const added = await addOtherUsers(others);
  process.stdout.write(
    `added ${others} other users: ${added.sessions} sessions, ${added.tradelines} tradelines\n`,
  );
  const more = `+${others} users`;
  // The bench user's session is the oldest row; a scan that stops at the first match would
  // flatter it, so this looks up the newest sign-in instead.
  const newest = () =>
    sessions.findOne(
      { token_hash: added.newestTokenHash },
      { projection: { user_id: 1, expires_at: 1, revoked_at: 1 } },
    );
  await time(`sessions.findOne({token_hash}), newest ${more}`, newest);
  await time(`suggested: session by _id ${more}`, sessionById);
  await time(`tradelines.find({user_id}).sort() ${more}`, list);
  await time(`today: the three in sequence ${more}`, async () => {
    await newest();
    await user();
    await list();
  });
} finally {
  await client.close();
}
