/**
 * `npm run bench:replan`: how long a change of net income takes for a user with many debts.
 * `PUT /financial-profile/{user_id}` re-plans every pending step of every debt, so its cost grows
 * with the debts; this prints the median and slowest answer per number of debts.
 *
 * It starts FerretDB (on SQLite, or on PostgreSQL with --postgresql: scripts/bench/postgres.ts)
 * and the built server on Node 24 (as `bench:api` and `bench:scale` do), loads the demo personas
 * and --others users with 5 debts and their 25 steps each (so the events collection is not the
 * subscriber's alone), then, for each size, adds the subscriber's debts straight through the
 * storage port (one bulk insert, then the schedule service once, which writes their steps as the
 * API would): adding 200 debts one request at a time re-plans 200 times and took longer than a
 * run had. Then it changes the income --rounds times through the API, each far enough to move
 * every pending step, and checks after each that the steps' dates follow the new plan.
 * Figures only: nothing passes or fails on time (not part of `npm test`).
 *
 * Options:
 *   --postgresql       FerretDB on a throw-away PostgreSQL cluster instead of SQLite, with the
 *                      GIN indexes a FerretDB 1.x deployment on PostgreSQL needs for its
 *                      pushed-down equalities (`addContainmentIndexes`; without them each step's
 *                      write by id is a sequential scan of the events)
 *   --no-containment-indexes  with --postgresql: FerretDB's own B-tree indexes only
 *   --sizes 25,50,…    the subscriber's numbers of debts (default 25,50,100,200), in this order
 *   --rounds N         changes of income per size (5)
 *   --others N         other users seeded with 5 debts each (1000)
 *   --no-build         use the dist-server/ already built
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FinancialProfileRecord } from '../../src/features/profile/records';
import { planSchedule } from '../../src/features/timeline/model/schedule';
import type { EventRecord } from '../../src/features/timeline/records';
import { newEvents, syncSchedule } from '../../src/features/timeline/service';
import type { TradelineRecord } from '../../src/features/tradelines/records';
import { todayIn } from '../../src/shared/lib/dates';
import { newObjectId } from '../../src/shared/store/ids';
import type { Collection } from '../../src/shared/store/port';
import { connectDatabase, registerModels, syncIndexes } from '../../server/platform/db';
import { createMongoStore } from '../../server/platform/store';
import { seedDatabase } from '../seed/demo-data';
import { signIn } from '../lib/fullstack';
import { registerCleanUp, runScript } from '../lib/processes';
import { startFerretDb, type Running } from '../services/run';
import { startApi } from './measured';
import { builtServer } from './node24';
import { addContainmentIndexes, startFerretDbOnPostgres } from './postgres';

const ROOT = resolve(import.meta.dirname, '../..');
/** The database the benchmark seeds (its PostgreSQL schema, with --postgresql). */
const DB_NAME = 'bench_replan';

const { values } = parseArgs({
  options: {
    postgresql: { type: 'boolean', default: false },
    sizes: { type: 'string', default: '25,50,100,200' },
    rounds: { type: 'string', default: '5' },
    others: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
    'no-containment-indexes': { type: 'boolean', default: false },
  },
});
const whole = (text: string, name: string, min: number) => {
  const number = Number(text);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${name} takes a whole number of at least ${min}`);
  }
  return number;
};
const sizes = values.sizes.split(',').map((size) => whole(size.trim(), 'sizes', 1));
const rounds = whole(values.rounds, 'rounds', 1);
const others = whole(values.others, 'others', 0);

interface Store {
  users: Collection<{ id: string; username: string }>;
  profiles: Collection<FinancialProfileRecord>;
  tradelines: Collection<TradelineRecord>;
  events: Collection<EventRecord>;
}

/** A debt as the tradeline service stores one, added `now`. */
function debt(userId: string, index: number, now: Date): TradelineRecord {
  return {
    id: newObjectId(now),
    uuid: newObjectId(now),
    user_id: userId,
    account_name: `Bench card ${index + 1}`,
    current_balance: 1_000 + ((index * 137) % 9_000),
    minimum_payment: 25 + (index % 50),
    credit_limit: 12_000,
    start_date: todayIn(now),
    created_at: now.toISOString(),
  };
}

/** Other users' debts with their steps, in bulk: the events collection a real database has. */
async function seedOthers(store: Store, count: number, now: Date): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const tradelines: TradelineRecord[] = [];
    const events: EventRecord[] = [];
    for (let user = start; user < Math.min(count, start + batch); user += 1) {
      const userId = newObjectId(now);
      const own = Array.from({ length: 5 }, (_, index) => debt(userId, index + user, now));
      tradelines.push(...own);
      for (const [uuid, planned] of planSchedule(own, 1_500)) {
        events.push(...newEvents(uuid, userId, planned, now));
      }
    }
    await store.tradelines.insertMany(tradelines);
    await store.events.insertMany(events);
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const node = await builtServer(ROOT, !values['no-build']);
  const postgres = values.postgresql ? await startFerretDbOnPostgres() : null;
  const ferret: Running = postgres ?? (await startFerretDb());
  registerCleanUp(() => ferret.stop());
  const uri = `${ferret.url}${DB_NAME}`;
  const connection = await connectDatabase(uri);
  registerCleanUp(() => connection.close());
  const models = registerModels(connection);
  await syncIndexes(models);
  const now = new Date();
  await seedDatabase(models, now);
  const store = createMongoStore(models) as unknown as Store;
  await seedOthers(store, others, now);
  const indexed =
    postgres && !values['no-containment-indexes']
      ? addContainmentIndexes(postgres.sql, DB_NAME).length
      : 0;
  postgres?.sql('ANALYZE');
  const api = await startApi(node, uri);
  registerCleanUp(() => api.service.stop());
  const user = await signIn(api.base);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };

  console.log(
    `${ferret.describe}${postgres ? `, ${indexed} GIN indexes` : ''}; ${others} other users with 5 debts each; ${rounds} rounds a size; Node ${node.version}`,
  );
  console.log('debts  events  PUT /financial-profile (income): median  slowest  load average');
  for (const size of sizes) {
    const held = await store.tradelines.count({ user_id: user.user_id });
    if (held < size) {
      await store.tradelines.insertMany(
        Array.from({ length: size - held }, (_, index) => debt(user.user_id, held + index, now)),
      );
      await syncSchedule(store, user.user_id);
    }
    const { expenses } = (await call('GET', `/financial-profile/${user.user_id}`)) as {
      expenses: number;
    };
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Net income is income less expenses: two incomes far apart move every pending step.
      const income = expenses + (round % 2 === 0 ? 900 : 2_400);
      const start = performance.now();
      await call('PUT', `/financial-profile/${user.user_id}`, { income });
      times.push(performance.now() - start);
      await checkPlanned(store, user.user_id, income - expenses);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const slowest = times.at(-1) ?? 0;
    const events = ((await call('GET', `/events/${user.user_id}`)) as unknown[]).length;
    console.log(
      `${String(size).padStart(5)}  ${String(events).padStart(6)}  ${`${Math.round(median)} ms`.padStart(44)}  ${`${Math.round(slowest)} ms`.padStart(7)}  ${load()}`,
    );
  }
}

/** A figure only counts if the re-plan did its work: every pending step on its planned date. */
async function checkPlanned(store: Store, userId: string, netIncome: number): Promise<void> {
  const [tradelines, events] = await Promise.all([
    store.tradelines.find({ user_id: userId }, { sort: { created_at: 1, id: 1 } }),
    store.events.find({ user_id: userId }),
  ]);
  const plan = planSchedule(tradelines, netIncome);
  const wrong = events.filter(
    (event) =>
      !event.completed &&
      plan.get(event.tradeline_uuid)?.[event.slot]?.scheduled_date !== event.scheduled_date,
  );
  if (wrong.length > 0) {
    throw new Error(`${wrong.length} pending steps are off the plan after the re-plan`);
  }
}

await runScript(main);
