/**
 * The load of `bench:scale`: the five reads, each driven by autocannon from a Node 24 process of
 * its own (scripts/bench/load.mjs), with the CPU the server, FerretDB and PostgreSQL spend over
 * the measured requests.
 */
import { measureLoad, type Watched } from '../measured';
import type { NodeBinary } from '../node24';
import type { TableScans } from '../postgres';
import type { Settings } from './settings';

/** Matches users 40-49 of every N: a search that finds a page's worth, never the whole table. */
export const SEARCH = 'user00004';

export interface Read {
  name: string;
  path: string;
  scope: 'user' | 'admin';
  token: 'user' | 'admin';
}

export const READS: Read[] = [
  { name: 'GET /tradelines/{id}', path: '/api/tradelines/{id}', scope: 'user', token: 'user' },
  { name: 'GET /events/{id}', path: '/api/events/{id}', scope: 'user', token: 'user' },
  {
    name: 'GET /emails/{id}/recent',
    path: '/api/emails/{id}/recent',
    scope: 'user',
    token: 'user',
  },
  {
    name: `GET /admin/users?search=${SEARCH}`,
    path: `/api/admin/users?search=${SEARCH}`,
    scope: 'admin',
    token: 'admin',
  },
  { name: 'GET /admin/analytics', path: '/api/admin/analytics', scope: 'admin', token: 'admin' },
];

export interface Measured {
  read: string;
  scope: 'user' | 'admin';
  rps: number;
  p50: number;
  p95: number;
  serverMs: number | null;
  /** The server's CPU per request less what it spends idle over the same time. */
  serverNetMs: number | null;
  ferretMs: number | null;
  /** PostgreSQL's CPU per request, with --postgresql. */
  postgresMs: number | null;
  failures: number;
  /** With --postgresql, for the user-scoped reads: the scans PostgreSQL counted during them. */
  scans?: TableScans[];
}

/** One autocannon run (scripts/bench/load.mjs) with the server's and FerretDB's CPU over it. */
export async function measure(
  settings: Settings,
  node: NodeBinary,
  url: string,
  token: string,
  watched: Record<string, Watched>,
  idleRate: number | null,
  /** Requests to count (with --requests), else 0: a duration. */
  amount: number,
): Promise<Omit<Measured, 'read' | 'scope'>> {
  const { result, cpu } = await measureLoad(
    node,
    'The load generator',
    {
      url,
      connections: settings.connections,
      duration: settings.duration,
      warmup: settings.warmup,
      headers: { authorization: `Bearer ${token}` },
      ...(amount > 0 && { amount, timeout: 600 }),
    },
    watched,
  );
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify(result));
  const total = amount > 0 ? result.requests_total : result.rps_mean * settings.duration;
  // Below zero when a PostgreSQL backend ended during the run and took its CPU out of the
  // process tree's sum: unknown, not negative.
  const perRequest = (spent: number | null | undefined) =>
    spent === null || spent === undefined || spent < 0 || total <= 0
      ? null
      : (spent * 1000) / total;
  return {
    rps: result.rps_mean,
    p50: result.latency_p50_exact,
    p95: result.latency_p95,
    serverMs: perRequest(cpu.seconds.server),
    serverNetMs:
      idleRate === null || cpu.seconds.server === null || cpu.seconds.server === undefined
        ? null
        : perRequest(Math.max(0, cpu.seconds.server - idleRate * cpu.wall)),
    ferretMs: perRequest(cpu.seconds.ferretdb),
    postgresMs: perRequest(cpu.seconds.postgres),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
