/**
 * `npm run bench:api -- --probe`: how fast the database alone answers the queries one
 * `GET /api/tradelines/{user_id}` makes, with the raw `mongodb` driver (no mongoose, no Express),
 * at the same concurrency as the HTTP load. Prints one JSON line per query shape.
 *
 *   node db-probe.mjs '{"uri":…,"userId":…,"tokenHash":…,"concurrency":64,"duration":5}'
 */
import { MongoClient } from 'mongodb';

const { uri, userId, tokenHash, concurrency, duration } = JSON.parse(process.argv[2] ?? '{}');
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

const session = () =>
  sessions.findOne(
    { token_hash: tokenHash },
    { projection: { user_id: 1, expires_at: 1, revoked_at: 1 } },
  );
const user = () =>
  users.findOne({ _id: userId }, { projection: { username: 1, email: 1, role: 1 } });
const list = () => tradelines.find({ user_id: userId }).sort({ created_at: 1, _id: 1 }).toArray();

const shapes = {
  ping: () => db.command({ ping: 1 }),
  'sessions.findOne({token_hash})': session,
  'users.findOne({_id})': user,
  'tradelines.find({user_id}).sort()': list,
  'all three in sequence (one request)': async () => {
    await session();
    await user();
    await list();
  },
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function run(name, operation) {
  const check = await operation();
  if (name.startsWith('tradelines') && check.length === 0) throw new Error('no tradelines found');
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
  return {
    name,
    ops_per_s: latencies.length / (elapsed / 1000),
    p50_ms: percentile(latencies, 50),
    p99_ms: percentile(latencies, 99),
    client_cpu_share: (cpu.user + cpu.system) / 1000 / elapsed,
  };
}

try {
  for (const [name, operation] of Object.entries(shapes)) {
    // The parent samples the database's CPU between these lines.
    process.stdout.write(`measuring ${name}\n`);
    process.stdout.write(`${JSON.stringify(await run(name, operation))}\n`);
  }
} finally {
  await client.close();
}
