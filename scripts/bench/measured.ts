/**
 * The measuring loop of the API benchmarks (`bench:api`, `bench:scale`): a Node 24 helper
 * (load.mjs: autocannon; db-probe.mjs: the raw driver) runs in a process of its own, and the
 * measured processes' CPU is read from /proc at the start and end of each measured phase.
 */
import { join, resolve } from 'node:path';
import type { NodeBinary } from './node24';
import { cpuSeconds, freePort, startService, waitForHttp, type Service } from '../lib/processes';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A process whose CPU is read from /proc, or a function that answers CPU seconds so far (a
 * process with its children: PostgreSQL's backends).
 */
export type Watched = Service | (() => number | null);

const cpuOf = (watched: Watched) =>
  typeof watched === 'function' ? watched() : cpuSeconds(watched.child.pid);

/** Per watched process: CPU seconds spent during the phase, and as a share of one core. */
export interface PhaseCpu {
  seconds: Record<string, number | null>;
  shares: Record<string, number | null>;
  /** The phase's wall-clock seconds. */
  wall: number;
}

/**
 * Runs a helper script to completion. The helper prints a line starting with `measuring` before
 * each measured phase and one JSON line after it; the watched processes' CPU is sampled at those
 * two lines, so warm-ups are left out. Any other line goes to `onNote`.
 */
export async function runMeasured<T>(
  node: NodeBinary,
  name: string,
  script: string,
  options: unknown,
  watched: Record<string, Watched>,
  onNote: (line: string) => void = () => undefined,
): Promise<{ result: T; cpu: PhaseCpu }[]> {
  const helper = startService(name, node.path, [join(ROOT, script), JSON.stringify(options)], {
    cwd: ROOT,
  });
  const sample = () =>
    Object.fromEntries(Object.entries(watched).map(([key, service]) => [key, cpuOf(service)]));
  const phases: { result: T; cpu: PhaseCpu }[] = [];
  let before: Record<string, number | null> = {};
  let started = 0;
  let pending = '';
  helper.child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
      if (line.startsWith('measuring')) {
        before = sample();
        started = performance.now();
      } else if (line.startsWith('{')) {
        const after = sample();
        const wall = (performance.now() - started) / 1000;
        const seconds = Object.fromEntries(
          Object.keys(watched).map((key) => {
            const start = before[key] ?? null;
            const end = after[key] ?? null;
            return [key, start === null || end === null ? null : end - start];
          }),
        );
        const shares = Object.fromEntries(
          Object.entries(seconds).map(([key, spent]) => [
            key,
            spent === null || wall <= 0 ? null : spent / wall,
          ]),
        );
        phases.push({ result: JSON.parse(line) as T, cpu: { seconds, shares, wall } });
      } else if (line) {
        onNote(line);
      }
    }
  });
  // `close`, not `exit`: the last result line may still be in the pipe when the process exits.
  const code = await new Promise<number | null>((done) => helper.child.once('close', done));
  if (code !== 0 || phases.length === 0) {
    throw new Error(`${name} failed (exit ${code}):\n${helper.output()}`);
  }
  return phases;
}

/** What load.mjs prints after its measured run. */
export interface LoadResult {
  node: string;
  /** The load generator's own CPU use, as a share of one core. */
  cpu_share: number;
  duration: number;
  requests_total: number;
  rps_mean: number;
  rps_stddev: number;
  latency_p50: number;
  latency_p99: number;
  /** From every answer's time, with decimals (autocannon's own percentiles are whole ms). */
  latency_p50_exact: number;
  latency_p95: number;
  latency_max: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** What load.mjs takes: a duration (after a warm-up) or a fixed number of requests. */
export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  headers: Record<string, string>;
  /** Instead of `duration`: this many requests however long they take. */
  amount?: number;
  /** Seconds before a request counts as timed out (10). */
  timeout?: number;
  /** At most this many requests a second over all connections (autocannon's `overallRate`). */
  rate?: number;
}

/** One autocannon run (load.mjs) with the CPU the watched processes spent during it. */
export async function measureLoad(
  node: NodeBinary,
  name: string,
  options: LoadOptions,
  watched: Record<string, Watched>,
): Promise<{ result: LoadResult; cpu: PhaseCpu }> {
  const [phase] = await runMeasured<LoadResult>(
    node,
    name,
    'scripts/bench/load.mjs',
    options,
    watched,
  );
  return phase!;
}

/**
 * CPU seconds per wall second a process spends while nothing asks it anything (timers, the
 * database driver's heartbeats, the collector): subtracted from a long request's CPU, so that
 * the figure is the request's own work rather than the time it waited.
 */
export async function idleCpuRate(service: Service, seconds: number): Promise<number | null> {
  const before = cpuSeconds(service.child.pid);
  const started = performance.now();
  await new Promise((wait) => setTimeout(wait, seconds * 1000));
  const after = cpuSeconds(service.child.pid);
  const wall = (performance.now() - started) / 1000;
  return before === null || after === null || wall <= 0 ? null : (after - before) / wall;
}

/**
 * The production API (`dist-server/index.js`, built beforehand) on Node 24 against `mongodbUri`,
 * on a free port, as both benchmarks measure it: no static files, the rate limits out of the
 * load's way, no background jobs. With `profileDir`, Node writes a CPU profile there on exit.
 */
export async function startApi(
  node: NodeBinary,
  mongodbUri: string,
  profileDir: string | null = null,
): Promise<{ service: Service; base: string }> {
  const port = await freePort();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const service = startService(
    'The API server',
    node.path,
    [...profiling, 'dist-server/index.js'],
    {
      cwd: ROOT,
      env: {
        NODE_ENV: 'production',
        MONGODB_URI: mongodbUri,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: join(ROOT, '.bench-no-static-dir'),
        LOG_LEVEL: 'warn',
        RUN_JOBS: 'false',
        AUTH_RATE_LIMIT: '100000',
        EMAIL_CHECK_RATE_LIMIT: '100000',
        IDEMPOTENCY_SECRET: 'bench-idempotency-secret-0000000000000000',
        // The benchmark sends no mail, on purpose.
        MAIL_DISABLED: 'true',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(service, `${base}/api/health`);
  return { service, base };
}
