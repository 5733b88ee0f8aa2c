/**
 * FerretDB on PostgreSQL for `bench:scale --postgresql` (issue 30): a throw-away PostgreSQL
 * cluster (initdb in a temporary folder, a free loopback port, trust authentication, no fsync:
 * its data is deleted when the run ends) with FerretDB's `pg` handler in front of it. Unlike
 * the SQLite handler, which reads a whole collection for any filter but `_id`, this one hands
 * simple equality filters to PostgreSQL (`filterPushdown` in explain). PostgreSQL's binaries are
 * looked up in POSTGRESQL_BIN, then the PATH, then /usr/lib/postgresql/<newest>/bin (Debian's
 * `postgresql` package). Run as root, PostgreSQL runs as the `postgres` user (it refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { freePorts, startService, tempDir, waitForPort, type Service } from '../lib/processes';
import { FERRETDB_VERSION, findBinary, type Running } from '../services/run';

function postgresBin(name: string): string {
  const dirs = [
    process.env.POSTGRESQL_BIN,
    ...(process.env.PATH ?? '').split(delimiter),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = dirs.map((dir) => dir && join(dir, name)).find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      `PostgreSQL's ${name} not found: install it (Debian: apt-get install postgresql) or set POSTGRESQL_BIN`,
    );
  }
  return found;
}

/** As root, a command runs as the `postgres` user (setpriv execs it: the pid stays the same). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return [
    'setpriv',
    ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args],
  ];
}

function postgresIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root needs a `postgres` user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** CPU seconds of a process and all its descendants (PostgreSQL: one process per connection). */
export function treeCpuSeconds(rootPid: number | undefined): number | null {
  if (!rootPid) return null;
  try {
    const parents = new Map<number, number>();
    const ticks = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parents.set(Number(entry), Number(fields[1]));
        ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
      } catch {
        // The process ended while the list was read.
      }
    }
    if (!ticks.has(rootPid)) return null;
    let total = 0;
    for (const [pid, spent] of ticks) {
      for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
        if (at === rootPid) {
          total += spent;
          break;
        }
      }
    }
    return total / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

export interface RunningOnPostgres extends Running {
  /** PostgreSQL's postmaster: its CPU with its backends' is `treeCpuSeconds(pid)`. */
  postgres: Service;
  /** Runs SQL in the cluster's database with psql and answers its rows (tab-separated). */
  sql(query: string): string;
}

export async function startFerretDbOnPostgres(): Promise<RunningOnPostgres> {
  // Looked up first: nothing is started when it is missing.
  const binary = findBinary('ferretdb', 'FERRETDB_PATH');
  if (!binary) throw new Error('FerretDB not found: build it with `npm run services`');
  const dir = await tempDir('pg-bench-');
  const ids = postgresIds();
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const data = join(dir, 'data');
  const [initCommand, initArgs] = asPostgres(postgresBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const [pgPort, port] = (await freePorts(2)) as [number, number];
  const [command, args] = asPostgres(postgresBin('postgres'), [
    '-D',
    data,
    '-p',
    String(pgPort),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    // A benchmark's throw-away data: no waiting on the disk.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const postgres = startService('PostgreSQL', command, args);
  const stopPostgres = async () => {
    if (postgres.child.exitCode === null && postgres.child.signalCode === null) {
      const exited = new Promise((done) => postgres.child.once('exit', done));
      postgres.child.kill('SIGINT'); // a fast shutdown: sessions are ended, not waited for
      await Promise.race([exited, new Promise((wait) => setTimeout(wait, 20_000))]);
    }
    await postgres.stop();
  };
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  let ferret: Service | undefined;
  try {
    await waitForPort(postgres, pgPort);
    ferret = startService(
      'FerretDB',
      binary,
      [
        '--handler=pg',
        `--postgresql-url=${url}`,
        `--listen-addr=127.0.0.1:${port}`,
        `--state-dir=${dir}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=error',
      ],
      { env: { DO_NOT_TRACK: '1' } },
    );
    await waitForPort(ferret, port);
  } catch (error) {
    // Neither is left running, nor their folder, when either does not start.
    await ferret?.stop();
    await stopPostgres();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `mongodb://127.0.0.1:${port}/`,
    describe: `FerretDB ${FERRETDB_VERSION} (PostgreSQL on 127.0.0.1:${pgPort}) on 127.0.0.1:${port}`,
    service: ferret,
    postgres,
    sql: (query) =>
      execFileSync(
        postgresBin('psql'),
        ['-X', '-q', '-A', '-t', '-F', '\t', '-d', url, '-c', query],
        { encoding: 'utf8' },
      ),
    async stop() {
      await ferret.stop();
      await stopPostgres();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * FerretDB 1.24's `pg` handler hands an equality filter to PostgreSQL as containment,
 * `_jsonb -> 'user_id' @> '"…"'` (internal/backends/postgresql/query.go, `filterEqual`), and
 * builds every index, `_id` included, as a B-tree on `(_jsonb -> 'user_id')`
 * (metadata/registry.go, `indexesCreate`). A B-tree serves `=` and ranges, never `@>`, so each
 * pushed-down equality was a sequential scan of the whole table, whatever indexes the models
 * declare and whatever the query's shape (FerretDB writes no other SQL for a filter, and pushes
 * no sort but `$natural`). A GIN index with `jsonb_path_ops` on the same expression serves
 * `@>`: this gives the leading field of every index FerretDB created (so every field the models
 * index first, and `_id`) one, in the collections of `schema` (the database's name). A
 * deployment of FerretDB 1.x on PostgreSQL needs the same; on MongoDB the models' own indexes
 * serve these queries. `sql` runs a statement in the cluster's database and answers its rows,
 * tab-separated (`RunningOnPostgres.sql`). Answers the indexes it created, as `collection.field`.
 */
export function addContainmentIndexes(sql: (query: string) => string, schema: string): string[] {
  const rows = sql(
    `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = '${schema.replace(/'/g, "''")}' AND tablename NOT LIKE '\\_ferretdb\\_%'`,
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string]);
  const leading = new Map<string, [table: string, field: string]>();
  for (const [table, definition] of rows) {
    // `… USING btree (((_jsonb -> 'user_id'::text)), …)`: a top-level field first.
    const match = /USING btree \(\(\(_jsonb -> '((?:[^']|'')+)'::text\)\)/.exec(definition);
    if (match) leading.set(`${table}\t${match[1]}`, [table, match[1]!.replace(/''/g, "'")]);
  }
  const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const created: string[] = [];
  for (const [table, field] of leading.values()) {
    const name = `${table}_${field.replace(/[^a-z0-9_]/gi, '')}_gin`.slice(0, 63);
    sql(
      `CREATE INDEX IF NOT EXISTS ${quoteIdent(name)} ON ${quoteIdent(schema)}.${quoteIdent(table)} ` +
        `USING gin ((_jsonb -> ${quoteText(field)}) jsonb_path_ops)`,
    );
    created.push(`${table.replace(/_[0-9a-f]{8}$/, '')}.${field}`);
  }
  return created.sort();
}

/** Per collection (FerretDB's table name less its hash): sequential and index scans so far. */
export interface TableScans {
  collection: string;
  seqScans: number;
  seqRows: number;
  indexScans: number;
}

/**
 * The scans PostgreSQL counted in `schema`'s tables since `pg_stat_reset()`. Backends report
 * their counts when a transaction ends, at most once a second and within 10 s when idle: read
 * them a little over 10 s after the work.
 */
export function tableScans(sql: (query: string) => string, schema: string): TableScans[] {
  return sql(
    `SELECT relname, coalesce(seq_scan, 0), coalesce(seq_tup_read, 0), coalesce(idx_scan, 0) FROM pg_stat_user_tables WHERE schemaname = '${schema.replace(/'/g, "''")}' AND relname NOT LIKE '\\_ferretdb\\_%'`,
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [table, seq, rows, index] = line.split('\t');
      return {
        collection: table!.replace(/_[0-9a-f]{8}$/, ''),
        seqScans: Number(seq),
        seqRows: Number(rows),
        indexScans: Number(index),
      };
    })
    .filter((scans) => scans.seqScans > 0 || scans.indexScans > 0)
    .sort((a, b) => a.collection.localeCompare(b.collection));
}
