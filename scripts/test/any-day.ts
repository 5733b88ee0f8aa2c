/**
 * The date-sensitive suites again with the process clock moved (libfaketime), so a test that
 * reads the wall clock somewhere it should read the given one fails here on any day, not only on
 * the day it breaks: the evening of a leap day in Los Angeles, when the UTC date is already March 1
 * (a "yesterday evening" in a user's zone is still ahead of the clock there), and the night the US
 * moves its clocks forward, in New York. Each instant runs the pure rules (`logic`), the mock backend's own
 * tests, the server tests and the contract suite on the server,
 * and prints one line, `any-day <instant>: N passed, M failed`. FerretDB and Mailpit are static Go
 * binaries and keep the real clock (nothing of ours reads theirs: expiry is decided in our code);
 * stripe-mock is linked dynamically and moves with the rest.
 *
 *   tsx scripts/test/any-day.ts [report folder]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureFaketime } from '../lib/faketime';
import { addCounts, vitestCounts, type Counts } from './counts';

const ROOT = resolve(import.meta.dirname, '../..');

const ANY_DAY_INSTANTS = [
  { instant: '2028-03-01T02:30:00Z', timeZone: 'America/Los_Angeles' },
  { instant: '2027-03-14T06:30:00Z', timeZone: 'America/New_York' },
] as const;

/**
 * The suites that read dates: the rules, and the services, jobs and seeds through the server and
 * its contract suite. The same contract suite on the mock runs the same services: the mock's own
 * clock is checked by its tests (`mocks/`), so it is not run a third time (CI's time).
 */
const PROJECTS = ['logic', 'server', 'contract-server'];
/**
 * From the `unit` project, the mock backend's own tests (seed, scenarios, jobs): its component
 * tests render the same dates the contract suites already check, at five times the cost.
 */
const UNIT_FILES = ['mocks/'];

/**
 * libfaketime's relative form (`+<seconds>`): every process of the run, the workers that start
 * later among them, shares one moved clock that keeps ticking. An absolute start (`@…`) would
 * restart the clock in each new process and be read in the local time zone.
 */
function offsetFrom(instant: string): string {
  const seconds = Math.round((Date.parse(instant) - Date.now()) / 1000);
  return seconds >= 0 ? `+${seconds}` : `${seconds}`;
}

function runVitest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn('faketime', ['-f', env.FAKETIME_OFFSET!, ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', () => done(127));
    child.once('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

async function runInstant(
  instant: string,
  timeZone: string,
  reports: string,
  index: number,
): Promise<{ counts: Counts; status: number }> {
  const vitest = join(ROOT, 'node_modules/.bin/vitest');
  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  let status = 0;
  const runs = [
    ['--project', 'unit', ...UNIT_FILES],
    PROJECTS.flatMap((project) => ['--project', project]),
  ];
  for (const [part, selection] of runs.entries()) {
    const report = join(reports, `any-day-${index}-${part}.json`);
    const code = await runVitest(
      [
        vitest,
        'run',
        ...selection,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        FAKETIME_OFFSET: offsetFrom(instant),
        // The moved clock is the wall clock; timers and timeouts keep the real monotonic one.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        // Files keep their real times (Vite's cache compares them).
        NO_FAKE_STAT: '1',
        TZ: timeZone,
        ANY_DAY_INSTANT: instant,
      },
    );
    try {
      counts = addCounts(counts, vitestCounts(report));
      if (code !== 0 && vitestCounts(report).failed === 0) counts.failed += 1;
    } catch {
      counts.failed += 1;
    }
    if (code !== 0) status = code;
  }
  return { counts, status };
}

const reports = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'any-day-'));
ensureFaketime();
let total: Counts = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const lines: string[] = [];
for (const [index, { instant, timeZone }] of ANY_DAY_INSTANTS.entries()) {
  process.stdout.write(`\n▶ any-day ${instant} (TZ=${timeZone})\n`);
  const { counts, status } = await runInstant(instant, timeZone, reports, index);
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  const line = `any-day ${instant}: ${counts.passed} passed, ${counts.failed} failed${skipped}`;
  lines.push(line);
  process.stdout.write(`${line}\n`);
  total = addCounts(total, counts);
  if (status !== 0 && exitCode === 0) exitCode = status;
}
writeFileSync(join(reports, 'any-day.json'), JSON.stringify(total));
// Both lines again at the end, where a reader of a long log finds them.
process.stdout.write(`\n${lines.join('\n')}\n`);
process.exit(exitCode);
