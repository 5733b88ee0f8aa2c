/**
 * Seeding for `bench:scale`: N users' documents (each: 5 tradelines with their 5 events, a
 * number of intercepted emails, a program, a subscription and a session), written straight into
 * the database with unordered bulk inserts, never through the API.
 */
import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { userKeys } from '../../../src/features/auth/records';
import { mondayOf } from '../../../src/shared/lib/dates';

const { ObjectId } = mongoose.mongo;

export const TRADELINES = 5;
const EVENT_TYPES = ['update_contacts', 'give_notice', 'negotiation', 'negotiation', 'payoff'];
const PLANS = ['basic', 'upgrade', 'works', null] as const;
const STATUSES = ['active', 'active', 'active', 'canceled', 'past_due'] as const;
const SENDERS = ['collections@bank.example', 'notices@card.example', 'agent@agency.example'];
const DAY_MS = 86_400_000;

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

export interface Seeded {
  seconds: number;
  documents: number;
  userId: string;
  userToken: string;
  adminToken: string;
}

/** Seeds `users` users into the database with unordered bulk inserts, a few thousand at a time. */
export async function seed(uri: string, users: number, emails: number): Promise<Seeded> {
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
