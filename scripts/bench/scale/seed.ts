/**
 * Seeding for `bench:scale`: N users' documents (each: 5 tradelines with their 5 events, a
 * number of intercepted emails, a program, a subscription and a session), written straight into
 * the database (bulk inserts, and on PostgreSQL copies made in SQL), never through the API.
 */
import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import {
  addShares,
  COUNTER,
  isKept,
  subscriptionShares,
  userShares,
  type Shares,
} from '../../../src/features/admin/model/counters';
import { userKeys } from '../../../src/features/auth/records';
import { isActiveStatus } from '../../../src/features/enrollment/model/pricing';
import { mondayOf } from '../../../src/shared/lib/dates';

const { ObjectId } = mongoose.mongo;

export const TRADELINES = 5;
const EVENT_TYPES = ['update_contacts', 'give_notice', 'negotiation', 'negotiation', 'payoff'];
const PLANS = ['basic', 'upgrade', 'works', null] as const;
const STATUSES = ['active', 'active', 'active', 'canceled', 'past_due'] as const;
const SENDERS = ['collections@bank.example', 'notices@card.example', 'agent@agency.example'];
const DAY_MS = 86_400_000;

const pad = (index: number) => String(index).padStart(6, '0');

/** When user `index` signed up: spread over 120 days and the minutes of a day. */
const createdAt = (index: number, now: number) =>
  new Date(now - (index % 120) * DAY_MS - (index % 1440) * 60_000);

/** User `index`'s program, and what it bills a month (the enrollment's prices, in dollars). */
function programOf(index: number) {
  const program = { savings_support: index % 2 === 0, debt_negotiation: index % 3 };
  const monthly = 5 + (program.savings_support ? 2 : 0) + [0, 3, 5][program.debt_negotiation]!;
  return { program, monthly };
}

/** The documents of user `index`, as the server's models store them (dates as Dates). */
function userDocuments(index: number, now: number, emails: number) {
  const userId = new ObjectId().toHexString();
  const created = createdAt(index, now);
  const stamps = { created_at: created, updated_at: created };
  const username = `user${pad(index)}`;
  const email = `${username}@example.org`;
  const plan = PLANS[index % PLANS.length]!;
  const { program, monthly } = programOf(index);
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

export interface Seeded {
  seconds: number;
  documents: number;
  /** How many users were written through the driver; the rest are their copies, made in SQL. */
  prototypes: number;
  userId: string;
  userToken: string;
  adminToken: string;
}

/**
 * The users written through the driver before the rest are copied in SQL (with --postgresql): a
 * multiple of the 1,440 minutes and the 120 days the sign-up instants cycle through, and of the
 * plans' and statuses' cycles, so a copy of user `j` is what user `j + r × 1,440` would be but
 * for its ids and names (and the few figures that follow the index further: balances by cents).
 */
export const PROTOTYPES = 1_440;

/** The collections a user's documents go to, as FerretDB names its tables. */
const PER_USER = ['tradelines', 'events', 'emails', 'programs', 'subscriptions', 'sessions'];

/** The database's access for the SQL copies: its statements and the schema (database name). */
export interface Direct {
  sql: (query: string) => string;
  schema: string;
}

/**
 * Seeds `users` users into the database: through the driver with unordered bulk inserts, a few
 * thousand at a time; with `direct` (FerretDB on PostgreSQL), the first PROTOTYPES so, and the
 * rest as copies of them made by PostgreSQL itself, one `INSERT … SELECT` per collection (the
 * driver writes about 2,500 documents a second here, which would take hours at 100,000 users).
 * Then the analytics' counters as the seeded records count, and the two measured sessions.
 */
export async function seed(
  uri: string,
  users: number,
  emails: number,
  direct: Direct | null,
): Promise<Seeded> {
  const started = performance.now();
  const prototypes = direct ? Math.min(users, PROTOTYPES) : users;
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
    const ids: string[] = [];
    const middleIndex = Math.floor(users / 2);
    for (let index = 0; index < prototypes; index += 1) {
      const one = userDocuments(index, now, emails);
      ids.push(one.user._id);
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
    await flush(true);
    if (direct && users > prototypes) {
      documents += copyInSql(direct, users, prototypes);
      await checkCopy(db, users, prototypes, ids, now);
      process.stdout.write(
        `  copied to ${users} users in SQL (${Math.round((performance.now() - started) / 1000)} s)\n`,
      );
    }
    const middle = {
      _id: copyId(ids[middleIndex % prototypes]!, Math.floor(middleIndex / prototypes)),
      username: `user${pad(middleIndex)}`,
      email: `user${pad(middleIndex)}@example.org`,
      role: 'user',
    };
    const admin = {
      ...userDocuments(users, now, 0).user,
      username: 'bench-admin',
      email: 'bench-admin@example.org',
      ...userKeys('bench-admin', 'bench-admin@example.org'),
      role: 'admin',
    };
    add('users', [admin]);
    const adminSession = session(admin);
    const userSession = session(middle);
    add('sessions', [adminSession.document, userSession.document]);
    add('counters', counters(users, now, admin));
    await flush(true);
    return {
      seconds: (performance.now() - started) / 1000,
      documents,
      prototypes,
      userId: middle._id,
      userToken: userSession.token,
      adminToken: adminSession.token,
    };
  } finally {
    await client.close();
  }
}

/**
 * The id of copy `round` of a prototype's id (round 0: the prototype's own): its first 4 bytes
 * (an ObjectId's seconds, 0x69… now) become the round, so no copy meets a prototype or another
 * copy, and the id stays 24 hex digits.
 */
function copyId(id: string, round: number): string {
  return round === 0 ? id : round.toString(16).padStart(8, '0') + id.slice(8);
}

/** The same in SQL, for a text column or expression `id` and a round `round`. */
const sqlCopyId = (id: string, round: string) =>
  `(lpad(to_hex(${round}), 8, '0') || substr(${id}, 9))`;

/**
 * Copies the prototypes' documents into users PROTOTYPES… `users - 1` in PostgreSQL: user `j`'s
 * copy `r` is user `r × PROTOTYPES + j`, its ids through `copyId`, its names and keys (and search
 * pieces, with the type list FerretDB keeps beside an array) from its index. Answers how many
 * documents it wrote.
 */
function copyInSql({ sql, schema }: Direct, users: number, prototypes: number): number {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const tables = new Map(
    sql(`SELECT _jsonb->>'_id', _jsonb->>'table' FROM ${quote(schema)}._ferretdb_database_metadata`)
      .trim()
      .split('\n')
      .map((line) => line.split('\t') as [string, string]),
  );
  const table = (collection: string) => {
    const name = tables.get(collection);
    if (!name) throw new Error(`FerretDB has no table for ${collection}`);
    return `${quote(schema)}.${quote(name)}`;
  };
  const rounds = Math.ceil(users / prototypes) - 1;
  const name = `('user' || lpad((r * ${prototypes} + p.j)::text, 6, '0'))`;
  sql(`
    CREATE OR REPLACE FUNCTION bench_grams(a text, b text, OUT grams jsonb, OUT types jsonb)
    LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(jsonb_agg(g ORDER BY g COLLATE "C"), '[]'),
             coalesce(jsonb_agg('{"t": "string"}'::jsonb), '[]')
      FROM (SELECT DISTINCT substr(k, s, n) AS g
            FROM unnest(ARRAY[a, b]) k, unnest(ARRAY[3, 6]) n, generate_series(1, length(k) - n + 1) s) pieces
    $$;
    SET client_min_messages = warning;
    DROP TABLE IF EXISTS bench_prototypes;
    CREATE TABLE bench_prototypes AS
      SELECT _jsonb->>'_id' AS user_id, substr(_jsonb->>'username', 5)::int AS j FROM ${table('users')};
    CREATE UNIQUE INDEX ON bench_prototypes (user_id);
  `);
  const from = (collection: string) =>
    `FROM ${table(collection)} d JOIN bench_prototypes p ON p.user_id = d._jsonb->>'${collection === 'users' ? '_id' : 'user_id'}'
     CROSS JOIN generate_series(1, ${rounds}) r
     WHERE r * ${prototypes} + p.j < ${users}`;
  const idOf = (field: string) => `${sqlCopyId(`d._jsonb->>'${field}'`, 'r')}`;
  let written = 0;
  const run = (label: string, statement: string) => {
    const begin = performance.now();
    const count = Number(
      sql(`WITH written AS (${statement} RETURNING 1) SELECT count(*) FROM written`).trim(),
    );
    written += count;
    process.stdout.write(
      `  ${label}: ${count.toLocaleString('en-US')} copies in ${Math.round((performance.now() - begin) / 1000)} s\n`,
    );
  };
  run(
    'users',
    `INSERT INTO ${table('users')} (_jsonb)
     SELECT jsonb_set(
       d._jsonb || jsonb_build_object(
         '_id', ${idOf('_id')}, 'username', ${name}, 'username_key', ${name},
         'email', ${name} || '@example.org', 'email_key', ${name} || '@example.org',
         'search_grams', (bench_grams(${name}, ${name} || '@example.org')).grams),
       '{$s,p,search_grams,i}', (bench_grams(${name}, ${name} || '@example.org')).types)
     ${from('users')}`,
  );
  const copies: Record<string, string> = {
    tradelines: `'_id', ${idOf('_id')}, 'uuid', ${idOf('uuid')}, 'user_id', ${idOf('user_id')}`,
    events: `'_id', ${idOf('_id')}, 'tradeline_uuid', ${idOf('tradeline_uuid')}, 'user_id', ${idOf('user_id')}`,
    emails: `'_id', ${idOf('_id')}, 'user_id', ${idOf('user_id')}`,
    programs: `'_id', ${idOf('_id')}, 'user_id', ${idOf('user_id')}`,
    subscriptions: `'_id', 'sub_bench_' || lpad((r * ${prototypes} + p.j)::text, 6, '0'), 'user_id', ${idOf('user_id')}`,
    // A session per user, as signed in once; nobody holds these tokens.
    sessions: `'_id', ${sqlCopyId(`d._jsonb->>'_id'`, 'r')} , 'user_id', ${idOf('user_id')}, 'username', ${name}, 'email', ${name} || '@example.org'`,
  };
  for (const collection of PER_USER) {
    run(
      collection,
      `INSERT INTO ${table(collection)} (_jsonb) SELECT d._jsonb || jsonb_build_object(${copies[collection]}) ${from(collection)}`,
    );
  }
  sql('DROP TABLE bench_prototypes; DROP FUNCTION bench_grams(text, text);');
  return written;
}

/**
 * Reads the last copied user and its documents back through FerretDB and compares them with
 * what the driver would have written for that index: the copies are the data they stand for.
 */
async function checkCopy(
  db: ReturnType<InstanceType<typeof mongoose.mongo.MongoClient>['db']>,
  users: number,
  prototypes: number,
  ids: string[],
  now: number,
): Promise<void> {
  const index = users - 1;
  const round = Math.floor(index / prototypes);
  const id = copyId(ids[index % prototypes]!, round);
  const expected = userDocuments(index, now, 0).user;
  const user = await db.collection('users').findOne({ _id: id as never });
  const problems: string[] = [];
  if (!user) problems.push(`user ${index} (${id}) is missing`);
  for (const field of [
    'username',
    'email',
    'username_key',
    'email_key',
    'search_grams',
    'signup_week',
    'selected_plan',
  ] as const) {
    if (user && JSON.stringify(user[field]) !== JSON.stringify(expected[field])) {
      problems.push(
        `user ${index}'s ${field} is ${JSON.stringify(user[field])}, not ${JSON.stringify(expected[field])}`,
      );
    }
  }
  for (const collection of PER_USER) {
    const count = await db.collection(collection).countDocuments({ user_id: id });
    const own = {
      tradelines: TRADELINES,
      events: TRADELINES * EVENT_TYPES.length,
      programs: 1,
      subscriptions: 1,
      sessions: 1,
    }[collection];
    if (own !== undefined && count !== own)
      problems.push(`user ${index} has ${count} ${collection}, not ${own}`);
  }
  if (problems.length > 0)
    throw new Error(`The SQL copies differ from the seed: ${problems.join('; ')}`);
}

/**
 * The analytics' counters as the seeded records count them (the rules in the admin feature's
 * model): the records went in around the storage port, and the server's hourly recount would
 * otherwise find them only after the run.
 */
function counters(
  users: number,
  now: number,
  admin: { role: string; selected_plan: string | null; created_at: Date },
): object[] {
  const shares: Shares = new Map();
  const at = new Date(now);
  let subscribers = 0;
  for (let index = 0; index < users; index += 1) {
    const created = createdAt(index, now);
    addShares(
      shares,
      [
        {
          role: 'user',
          selected_plan: PLANS[index % PLANS.length]!,
          created_at: created.toISOString(),
        },
      ],
      userShares,
      1,
    );
    const status = STATUSES[index % STATUSES.length]!;
    const active = isActiveStatus(status);
    if (active) subscribers += 1;
    addShares(
      shares,
      [{ active, monthly_amount: programOf(index).monthly }],
      subscriptionShares,
      1,
    );
  }
  addShares(shares, [{ ...admin, created_at: admin.created_at.toISOString() }], userShares, 1);
  shares.set(COUNTER.tradelines, users * TRADELINES);
  shares.set(COUNTER.activeSubscribers, subscribers);
  return [...shares]
    .filter(([key]) => isKept(key, at))
    .map(([key, value]) => ({ _id: key, value }));
}
