/**
 * `npm run fault:api`: the API under write load while its database process is killed and
 * started again on the same data. It checks that
 *   - every write the API acknowledged (2xx) is there afterwards,
 *   - during the outage the API answers 503 with a detail within 1 s, never hangs,
 *   - `/api/health` answers 503 while the database is down,
 *   - the API recovers by itself once the database is back (no restart),
 * and prints the counts: sent, acknowledged, refused, found afterwards. Exit code 1 on a breach.
 *   FAULT_WORKERS (default 8), FAULT_UP_MS (default 3000 before and after), FAULT_DOWN_MS (4000)
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { loadConfig } from '../server/platform/config';
import { connectDatabase, syncIndexes } from '../server/platform/db';
import { createDeps } from '../server/platform/deps';
import { createLogger } from '../server/platform/logger';
import { testServerEnv } from '../tests/server/environment';
import { cleanUpAll, cleanUpOnSignals, freePort, tempDir } from './lib/processes';
import { launchFerretDb, startStripeMock } from './services/run';

const WORKERS = Number(process.env.FAULT_WORKERS ?? 8);
const UP_MS = Number(process.env.FAULT_UP_MS ?? 3_000);
const DOWN_MS = Number(process.env.FAULT_DOWN_MS ?? 4_000);
/** A refusal must come within this long; a request still open after HANG_MS is a hang. */
const REFUSAL_BUDGET_MS = 1_000;
const HANG_MS = 5_000;
const PASSWORD = 'Fault-test-pass1!';

type Phase = 'before' | 'outage' | 'after';
interface Outcome {
  phase: Phase;
  name: string;
  user: number;
  status: number | 'hang' | 'network';
  ms: number;
  detail?: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

cleanUpOnSignals();
const failures: string[] = [];
try {
  const dataDir = await tempDir('fault-ferretdb-');
  const dbPort = await freePort();
  let ferret = await launchFerretDb(dataDir, dbPort);
  const stripe = await startStripeMock();
  const config = loadConfig({
    ...testServerEnv({ mongodbUri: `mongodb://127.0.0.1:${dbPort}/`, stripeApiUrl: stripe.url }),
    LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'fatal',
  });
  const connection = await connectDatabase(config.MONGODB_URI, 'fault');
  const deps = createDeps(config, connection, createLogger(config.LOG_LEVEL));
  await syncIndexes(deps.models);
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', () => done()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  async function call(path: string, init: RequestInit = {}, token?: string) {
    return fetch(`${base}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(HANG_MS),
    });
  }

  // One account per two workers, so no user's schedule grows too long.
  const users: { id: string; token: string }[] = [];
  for (let index = 0; index < Math.ceil(WORKERS / 2); index += 1) {
    const email = `fault${index}@example.com`;
    const body = JSON.stringify({ email, password: PASSWORD });
    const registered = await call('/user/register', { method: 'POST', body });
    if (!registered.ok) throw new Error(`register answered ${registered.status}`);
    const login = await call('/user/login', {
      method: 'POST',
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const session = (await login.json()) as { user_id: string; token: string };
    users.push({ id: session.user_id, token: session.token });
  }

  let phase: Phase = 'before';
  let running = true;
  const outcomes: Outcome[] = [];
  let sequence = 0;

  async function worker(index: number) {
    const user = users[index % users.length]!;
    while (running) {
      const name = `Fault ${index}-${(sequence += 1)}`;
      const sentIn = phase;
      const started = performance.now();
      let status: Outcome['status'];
      let detail: string | undefined;
      try {
        const answer = await call(
          '/tradelines',
          {
            method: 'POST',
            body: JSON.stringify({
              user_id: user.id,
              account_name: name,
              current_balance: 1_000,
              minimum_payment: 25,
              credit_limit: 2_000,
            }),
          },
          user.token,
        );
        status = answer.status;
        if (!answer.ok) detail = ((await answer.json()) as { detail?: string }).detail;
      } catch (error) {
        status = (error as Error).name === 'TimeoutError' ? 'hang' : 'network';
      }
      outcomes.push({
        phase: sentIn,
        name,
        user: index % users.length,
        status,
        ms: performance.now() - started,
        ...(detail ? { detail } : {}),
      });
      // A refused write is retried after a short pause, as a client would.
      if (status !== 201) await sleep(100);
    }
  }

  const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  await sleep(UP_MS);

  // The outage: the database process dies at once (SIGKILL), with writes in flight.
  phase = 'outage';
  ferret.child.kill('SIGKILL');
  await new Promise((done) => ferret.child.once('exit', done));
  const healthDuring: number[] = [];
  const outageEnds = Date.now() + DOWN_MS;
  while (Date.now() < outageEnds) {
    await sleep(250);
    const health = await call('/health').catch(() => null);
    healthDuring.push(health?.status ?? 0);
  }

  // Back on the same data; the API must find it again by itself.
  ferret = await launchFerretDb(dataDir, dbPort);
  phase = 'after';
  const recoveryStarted = Date.now();
  let recoveredMs: number | null = null;
  while (Date.now() - recoveryStarted < 30_000) {
    const health = await call('/health').catch(() => null);
    if (health?.status === 200) {
      recoveredMs = Date.now() - recoveryStarted;
      break;
    }
    await sleep(100);
  }
  await sleep(UP_MS);
  running = false;
  await load;

  // What is there afterwards, read through the API.
  const found = new Set<string>();
  for (const user of users) {
    const answer = await call(`/tradelines/${user.id}`, {}, user.token);
    if (!answer.ok) throw new Error(`reading tradelines answered ${answer.status}`);
    for (const tradeline of (await answer.json()) as { account_name: string }[]) {
      found.add(tradeline.account_name);
    }
  }

  const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
  const refused = outcomes.filter((outcome) => outcome.status === 503);
  const lost = acknowledged.filter((outcome) => !found.has(outcome.name));
  const outage = outcomes.filter((outcome) => outcome.phase === 'outage');
  // Writes sent during the outage; one already in flight when the database died also waits
  // for the driver's one retry, which is not the API's answer time.
  const slowRefusals = refused.filter(
    (outcome) => outcome.phase === 'outage' && outcome.ms > REFUSAL_BUDGET_MS,
  );
  const others = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503);
  const slowestRefusal = Math.max(
    0,
    ...refused.filter((outcome) => outcome.phase === 'outage').map((outcome) => outcome.ms),
  );
  const acknowledgedAfter = acknowledged.filter((outcome) => outcome.phase === 'after').length;

  console.log('\nFault test: FerretDB killed with SIGKILL under write load, then started again');
  console.log(`  workers ${WORKERS}; up ${UP_MS} ms, down ${DOWN_MS} ms, up ${UP_MS} ms`);
  console.log(`  sent          ${outcomes.length}`);
  console.log(
    `  acknowledged  ${acknowledged.length} (201; ${acknowledgedAfter} after the restart)`,
  );
  console.log(
    `  refused       ${refused.length} (503; slowest sent during the outage ${Math.round(slowestRefusal)} ms)`,
  );
  console.log(`  other         ${others.length}`);
  console.log(`  found after   ${found.size} (acknowledged and missing: ${lost.length})`);
  console.log(`  health during the outage: ${healthDuring.join(' ')}`);
  console.log(
    `  recovered     ${recoveredMs === null ? 'no' : `${recoveredMs} ms after the restart`}`,
  );

  if (lost.length > 0) failures.push(`${lost.length} acknowledged writes are missing`);
  if (slowRefusals.length > 0) {
    failures.push(`${slowRefusals.length} refusals took longer than ${REFUSAL_BUDGET_MS} ms`);
  }
  const hangs = outcomes.filter((outcome) => outcome.status === 'hang');
  if (hangs.length > 0) failures.push(`${hangs.length} requests hung for ${HANG_MS} ms`);
  for (const outcome of others) {
    failures.push(
      `unexpected answer ${outcome.status} (${outcome.phase}): ${outcome.detail ?? ''}`,
    );
  }
  if (!refused.every((outcome) => outcome.detail)) failures.push('a 503 came without a detail');
  if (outage.filter((outcome) => outcome.status === 503).length === 0) {
    failures.push('no write was refused during the outage');
  }
  if (!healthDuring.some((status) => status === 503) || healthDuring.some((s) => s === 200)) {
    failures.push(`/api/health did not say 503 throughout the outage: ${healthDuring.join(' ')}`);
  }
  if (recoveredMs === null || acknowledgedAfter === 0) {
    failures.push('the API did not recover after the database came back');
  }
  server.close();
  await connection.close();
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUpAll();
}

if (failures.length > 0) {
  console.error(`\nFAIL\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nPASS');
