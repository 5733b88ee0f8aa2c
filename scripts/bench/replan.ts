/**
 * `npm run bench:replan`: how long a change of net income takes for a user with many debts.
 * `PUT /financial-profile/{user_id}` re-plans every pending step of every debt, so its cost grows
 * with the debts; this prints it per number of debts, with the database writes it made.
 *
 * On the seeded full-stack server (scripts/e2e/fullstack-server.ts: the production build on
 * FerretDB; PERF_FULLSTACK_ORIGIN to use one already running), as the seeded subscriber: adds
 * debts up to each size of BENCH_DEBTS (default 25,50,100,200: a user may have 200),
 * then changes the income (so the net income) BENCH_ROUNDS times (default 5), each far enough to move every
 * step, and prints the median and slowest answer. Figures only: nothing passes or fails on time.
 */
import {
  signIn,
  startFullstack,
  stopFullstack,
  waitForHealth,
  FULLSTACK_START_MS,
} from '../lib/fullstack';
import { registerCleanUp, runScript } from '../lib/processes';

const sizes = (process.env.BENCH_DEBTS ?? '25,50,100,200').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const port = Number(process.env.FULLSTACK_PORT ?? 4280);

async function main(): Promise<void> {
  const running = process.env.PERF_FULLSTACK_ORIGIN;
  const origin = running ?? `http://127.0.0.1:${port}`;
  if (!running) {
    console.log(`Starting the full-stack server on ${origin} (build, FerretDB, seed)…`);
    const fullstack = startFullstack(port);
    registerCleanUp(() => stopFullstack(fullstack));
    await waitForHealth(fullstack, `${origin}/api/health`, FULLSTACK_START_MS);
  }
  const user = await signIn(origin);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  const debts = async () =>
    ((await call('GET', `/tradelines/${user.user_id}`)) as unknown[]).length;
  const events = async () => ((await call('GET', `/events/${user.user_id}`)) as unknown[]).length;

  console.log('debts  events  PUT /financial-profile (income): median  slowest');
  for (const size of sizes) {
    for (let count = await debts(); count < size; count++) {
      await call('POST', '/tradelines', {
        user_id: user.user_id,
        account_name: `Bench card ${count + 1}`,
        current_balance: 1_000 + ((count * 137) % 9_000),
        minimum_payment: 25 + (count % 50),
        credit_limit: 12_000,
      });
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
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const slowest = times.at(-1) ?? 0;
    console.log(
      `${String(await debts()).padStart(5)}  ${String(await events()).padStart(6)}  ${`${Math.round(median)} ms`.padStart(44)}  ${`${Math.round(slowest)} ms`.padStart(7)}`,
    );
  }
}

await runScript(main);
