/** The report of `bench:scale`: its tables, written to docs/benchmarks.md as the run goes on. */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { NodeBinary } from '../node24';
import type { TableScans } from '../postgres';
import { READS } from './load';
import type { Run } from './run';
import { TRADELINES } from './seed';
import type { Settings } from './settings';

/** `emails 0 seq / 33 index; sessions …`: a read's scans, per collection. */
export const describeScans = (scans: TableScans[]) =>
  scans.length === 0
    ? 'none'
    : scans
        .map(
          (table) =>
            `${table.collection} ${table.seqScans} seq${table.seqScans > 0 ? ` (${table.seqRows.toLocaleString('en-US')} rows)` : ''} / ${table.indexScans} index`,
        )
        .join('; ');

export const fixed = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);
const ratio = (large: number | null | undefined, small: number | null | undefined) =>
  large === null || large === undefined || small === null || small === undefined || small <= 0
    ? '–'
    : `${(large / small).toFixed(2)}x`;

const backend = (settings: Settings) =>
  `FerretDB ${settings.postgresql ? '(PostgreSQL)' : '(SQLite)'}`;

export function report(settings: Settings, measured: Run[], node: NodeBinary, date: Date): string {
  const pg = settings.postgresql;
  // From the smallest N to the largest, whichever ran first (a large N may run early, so that
  // a run cut short still has it).
  const runs = [...measured].sort((a, b) => a.users - b.users);
  const first = runs[0]!;
  const last = runs.at(-1)!;
  const lines: string[] = [];
  const n = (run: Run) => `N=${run.users.toLocaleString('en-US')}`;
  lines.push(
    `Node ${node.version} (${node.source}); ${backend(settings)} on loopback; autocannon in its own Node process, ` +
      `${settings.connections} connections, ` +
      (settings.requests > 0
        ? `${settings.requests} requests measured per user-scoped read${settings.adminRequests === settings.requests ? '' : ` and ${settings.adminRequests} per admin read`}, after ${settings.warmup > 0 ? 'a tenth as many (at least one per connection)' : 'none'} of warm-up (the first N's reads are each requested once before).`
        : `${settings.duration} s measured after ${settings.warmup} s of warm-up per read.`),
    '',
    `| read | ${runs.map((run) => `${n(run)} p50 / p95 ms`).join(' | ')} | ${runs.map((run) => `${n(run)} server CPU ms/req`).join(' | ')} | ${runs.map((run) => `${n(run)} server, net of idle`).join(' | ')} | ${runs.map((run) => `${n(run)} FerretDB CPU ms/req`).join(' | ')} | ${pg ? `${runs.map((run) => `${n(run)} PostgreSQL CPU ms/req`).join(' | ')} | ` : ''}${runs.map((run) => `${n(run)} req/s`).join(' | ')} |`,
    `|---|${runs.map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|${pg ? `${runs.map(() => '---:').join('|')}|` : ''}${runs.map(() => '---:').join('|')}|`,
  );
  for (const [index, read] of first.reads.entries()) {
    lines.push(
      `| ${read.read} | ${runs.map((run) => `${fixed(run.reads[index]?.p50, 1)} / ${fixed(run.reads[index]?.p95, 1)}`).join(' | ')} | ${runs.map((run) => fixed(run.reads[index]?.serverMs, 3)).join(' | ')} | ${runs.map((run) => fixed(run.reads[index]?.serverNetMs, 3)).join(' | ')} | ${runs.map((run) => fixed(run.reads[index]?.ferretMs, 3)).join(' | ')} | ${pg ? `${runs.map((run) => fixed(run.reads[index]?.postgresMs, 3)).join(' | ')} | ` : ''}${runs.map((run) => fixed(run.reads[index]?.rps, 1)).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    `Ratio ${n(last)} / ${n(first)} (a request's cost should not grow with other users' data):`,
    '',
    `| read | p50 | p95 | server CPU ms/req | server, net of idle | FerretDB CPU ms/req |${pg ? ' PostgreSQL CPU ms/req |' : ''}`,
    `|---|---:|---:|---:|---:|---:|${pg ? '---:|' : ''}`,
  );
  for (const [index, read] of first.reads.entries()) {
    const big = last.reads[index];
    lines.push(
      `| ${read.read} | ${ratio(big?.p50, read.p50)} | ${ratio(big?.p95, read.p95)} | ${ratio(big?.serverMs, read.serverMs)} | ${ratio(big?.serverNetMs, read.serverNetMs)} | ${ratio(big?.ferretMs, read.ferretMs)} |${pg ? ` ${ratio(big?.postgresMs, read.postgresMs)} |` : ''}`,
    );
  }
  lines.push(
    '',
    '| server resident memory (MB) | ' + runs.map(n).join(' | ') + ' | ratio |',
    '|---|' + runs.map(() => '---:').join('|') + '|---:|',
    `| after the user-scoped reads | ${runs.map((run) => fixed(run.rssAfterUserReads, 0)).join(' | ')} | ${ratio(last.rssAfterUserReads, first.rssAfterUserReads)} |`,
    `| after the admin reads | ${runs.map((run) => fixed(run.rssAfterAdmin, 0)).join(' | ')} | ${ratio(last.rssAfterAdmin, first.rssAfterAdmin)} |`,
    '',
    `${backend(settings)} alone (raw \`mongodb\` driver, one query at a time, median of ${settings.probeRuns}, ms): the admin reads' queries.`,
    '',
    '| query | ' + runs.map(n).join(' | ') + ' | ratio |',
    '|---|' + runs.map(() => '---:').join('|') + '|---:|',
  );
  for (const [index, query] of first.probes.entries()) {
    lines.push(
      `| ${query.name} | ${runs.map((run) => fixed(run.probes[index]?.p50, 1)).join(' | ')} | ${ratio(last.probes[index]?.p50, query.p50)} |`,
    );
  }
  lines.push(
    '',
    `How the database runs each read's main query at ${n(last)} (explain; \`pushdown\`: the filter reaches the storage backend):`,
    '',
    `| query | pushdown | documents read, ${runs
      .filter((run, index) => runs.findIndex((other) => other.users === run.users) === index)
      .map(n)
      .join(' / ')} | plan |`,
    '|---|---|---:|---|',
    ...last.plans.map(
      (plan, index) =>
        `| ${plan.name} | ${plan.pushdown === null ? '–' : plan.pushdown ? 'yes' : 'no'} | ${runs
          .filter((run, at) => runs.findIndex((other) => other.users === run.users) === at)
          .map((run) => run.plans[index]?.documents.toLocaleString('en-US') ?? '–')
          .join(' / ')} | \`${plan.plan}\` |`,
    ),
  );
  if (runs.some((run) => run.reads.some((read) => read.scans))) {
    lines.push(
      '',
      "PostgreSQL's scans during each user-scoped read (`pg_stat_user_tables`, over its measured requests and their warm-up; `seq`: sequential scans, with the rows they read):",
      '',
      '| read | ' + runs.map(n).join(' | ') + ' |',
      '|---|' + runs.map(() => '---').join('|') + '|',
      ...first.reads
        .filter((read) => read.scope === 'user')
        .map(
          (read) =>
            `| ${read.read} | ${runs
              .map((run) => {
                const scans = run.reads.find((each) => each.read === read.read)?.scans;
                return scans ? describeScans(scans) : '–';
              })
              .join(' | ')} |`,
        ),
    );
  }
  if (pg) {
    lines.push(
      '',
      last.containment.length > 0
        ? `GIN indexes (\`jsonb_path_ops\`) added after seeding for FerretDB's pushed-down equalities, one per leading field of the indexes FerretDB created: ${last.containment.map((name) => `\`${name}\``).join(', ')}; built in ${runs.map((run) => `${fixed(run.indexSeconds, 0)} s at ${n(run)}`).join(', ')}.`
        : "No GIN indexes added (`--no-containment-indexes`): FerretDB's own B-tree indexes only.",
    );
  }
  lines.push(
    '',
    '| seeding | ' + runs.map(n).join(' | ') + ' |',
    '|---|' + runs.map(() => '---:').join('|') + '|',
    `| emails a user | ${runs.map((run) => run.emails.toLocaleString('en-US')).join(' | ')} |`,
    `| users written through the driver (the rest copied in SQL) | ${runs.map((run) => run.prototypes.toLocaleString('en-US')).join(' | ')} |`,
    `| documents | ${runs.map((run) => run.documents.toLocaleString('en-US')).join(' | ')} |`,
    `| seconds | ${runs.map((run) => run.seedSeconds.toFixed(0)).join(' | ')} |`,
    `| the server idle (CPU ms/s) | ${runs.map((run) => fixed(run.idleMsPerSecond, 2)).join(' | ')} |`,
    `| load average after the run (1, 5, 15 min) | ${runs.map((run) => run.load).join(' | ')} |`,
    '',
    `Failures (errors, timeouts, non-2xx): ${runs.flatMap((run) => run.reads).reduce((sum, read) => sum + read.failures, 0)}.`,
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  );
  return lines.join('\n');
}

/** `200 emails`, or `200 emails (N=100,000: 20)` when an N takes fewer. */
function emailsText(settings: Settings): string {
  const [first, ...rest] = settings.emails;
  const others = settings.sizes
    .map((users, index) => [users, settings.emails[index]!] as const)
    .filter(([, count]) => count !== first);
  return rest.length === 0 || others.length === 0
    ? `${first} emails`
    : `${first} emails (${others.map(([users, count]) => `N=${users.toLocaleString('en-US')}: ${count}`).join(', ')})`;
}

/** A report per round (a heading each when there are several). */
export function reportAll(settings: Settings, node: NodeBinary, all: Run[]): string {
  return Array.from({ length: settings.rounds }, (_, index) => index + 1)
    .map((round) => [round, all.filter((run) => run.round === round)] as const)
    .filter(([, ofRound]) => ofRound.length > 0)
    .map(([round, ofRound]) =>
      settings.rounds > 1
        ? `### Round ${round} of ${settings.rounds}\n\n${report(settings, ofRound, node, new Date())}`
        : report(settings, ofRound, node, new Date()),
    )
    .join('\n\n');
}

const FILE = resolve(import.meta.dirname, '../../../docs/benchmarks.md');

/**
 * Writes the figures so far to docs/benchmarks.md (unless --no-write), `partial` being the N
 * still running; the notes written by hand below the figures stay. Answers the file written.
 */
export async function writeReport(
  settings: Settings,
  node: NodeBinary,
  done: Run[],
  partial: Run | null,
): Promise<string | null> {
  if (!settings.write) return null;
  const all = partial ? [...done, partial] : done;
  const text = reportAll(settings, node, all);
  const status = partial
    ? `**Partial** (written while the run went on; it stopped or is still running at N = ${partial.users.toLocaleString('en-US')}${settings.rounds > 1 ? `, round ${partial.round}` : ''}, after ${partial.reads.length} of ${READS.length} reads): a missing figure is '–'.`
    : '';
  // Only this section is rewritten: the other benchmarks' sections and the notes stay.
  const previous = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const heading = '## Scale: cost as the data grows (`npm run bench:scale`)';
  const start = previous.indexOf(heading);
  const next = start < 0 ? -1 : previous.indexOf('\n## ', start + heading.length);
  const section = [
    heading,
    '',
    `Each user: ${TRADELINES} tradelines with 5 events each, ${emailsText(settings)}, a program, a subscription and a session, seeded straight into ${backend(settings)}. ` +
      "The user-scoped reads are one user's; the admin search finds 10 users; the analytics read the counters kept as the data changes (AD-13), seeded as the records count. " +
      'The machine is shared: the load average beside the figures says how busy it was.',
    '',
    ...(status ? [status, ''] : []),
    text,
    '',
  ].join('\n');
  const before = start < 0 ? `${previous.trimEnd()}\n\n` : previous.slice(0, start);
  const after = start < 0 || next < 0 ? '' : previous.slice(next + 1);
  await writeFile(FILE, `${before}${section}${after ? `\n${after}` : ''}`);
  return FILE;
}
