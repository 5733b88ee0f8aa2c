/**
 * `npm test` and its parts: runs the named stages in order (all of them when none is named;
 * the pairs in TOGETHER side by side), prints how long each took,
 * stops at the first failing one, and ends with one plain line `N passed, M failed` (plus
 * `, K skipped`) that adds up the tests of every runner it started: the Vitest projects,
 * Schemathesis's operations and the Playwright projects. A stage without tests of its own
 * (type check, lint, size, the services) that fails counts as one failed test, so the line never
 * reads as green when the run is not. The exit code is the first failing stage's.
 *
 *   tsx scripts/test/run.ts [typecheck|lint|unit|services|server|fuzz|fault|anyday|e2e|size ...]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM, ensureChromium } from '../lib/chromium';
import { ensureDebianPackages, hasCommand } from '../lib/debian-packages';
import { ensureFaketime } from '../lib/faketime';
import { addCounts, junitCounts, playwrightCounts, vitestCounts, type Counts } from './counts';

interface Stage {
  /** The command line, given the folder for report files. */
  command: (reports: string) => { cmd: string; args: string[]; env?: NodeJS.ProcessEnv };
  /** Reads the tests the stage ran from its report; stages without tests leave it out. */
  counts?: (reports: string, status: number) => Counts;
  /** Runs before the command; a thrown error fails the stage with its message. */
  before?: () => Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const tsx = (script: string, ...args: string[]) => ({
  cmd: bin('tsx'),
  args: ['--tsconfig', 'tsconfig.node.json', script, ...args],
});

const vitest = (name: string, projects: string[]): Stage => ({
  command: (reports) => ({
    cmd: bin('vitest'),
    args: [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, `${name}.json`)}`,
    ],
  }),
  counts: (reports) => vitestCounts(join(reports, `${name}.json`)),
});

/** The stages of this run that passed. */
const passed = new Set<string>();

const STAGES: Record<string, Stage> = {
  typecheck: { command: () => ({ cmd: bin('tsc'), args: ['-b'] }) },
  lint: { command: () => ({ cmd: bin('eslint'), args: ['--max-warnings=0', '.'] }) },
  unit: vitest('unit', ['logic', 'unit', 'stories', 'contract']),
  services: { command: () => ({ cmd: 'bash', args: ['scripts/services/install.sh'] }) },
  server: vitest('server', ['server', 'contract-server']),
  fuzz: {
    command: (reports) => ({
      ...tsx('scripts/fuzz-api.ts'),
      env: { FUZZ_JUNIT_DIR: reports },
    }),
    counts: (reports) =>
      readdirSync(reports)
        .filter((file) => /^fuzz-\d+(-intruder)?\.xml$/.test(file))
        .map((file) => junitCounts(readFileSync(join(reports, file), 'utf8')))
        .reduce(addCounts),
  },
  // One test: writes under load while the database is killed and started again.
  fault: {
    command: () => tsx('scripts/fault-api.ts'),
    counts: (_reports, status) =>
      status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
  },
  // The date-sensitive suites again at other instants (scripts/test/any-day.ts).
  anyday: {
    before: async () => ensureFaketime(),
    command: (reports) => tsx('scripts/test/any-day.ts', reports),
    counts: (reports) => JSON.parse(readFileSync(join(reports, 'any-day.json'), 'utf8')) as Counts,
  },
  e2e: {
    // The letters' PDFs are read back with pdftotext (tests/e2e/letters.spec.ts).
    before: async () =>
      ensureDebianPackages([
        CHROMIUM,
        { package: 'poppler-utils', present: () => hasCommand('pdftotext') },
      ]),
    command: (reports) => ({
      cmd: bin('playwright'),
      args: ['test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, 'e2e.json') },
    }),
    counts: (reports) => playwrightCounts(join(reports, 'e2e.json')),
  },
  size: {
    before: async () => ensureChromium(),
    // The e2e stage's full-stack server builds dist/ as this does (scripts/e2e/fullstack-server.ts,
    // `vite build --mode production`): once it passed in this run, the build is not made twice.
    command: () => ({
      ...tsx('scripts/size.ts'),
      env: passed.has('e2e') ? { SIZE_BUILT: '1' } : {},
    }),
  },
};

/**
 * Runs a command; its output goes straight through, or, when `held` is given, is kept there and
 * printed by the caller once the command ended (a stage running beside another).
 */
function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  held?: Buffer[],
): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (held) {
      child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    }
    child.once('error', (error) => {
      process.stderr.write(`${cmd}: ${error.message}\n`);
      done(127);
    });
    child.once('exit', (code, signal) => {
      const status = code ?? (signal ? 128 : 1);
      // Held output may still be in the pipe; a process the command left behind may keep the
      // pipe open, so wait for its end only briefly.
      if (!held) return done(status);
      const late = setTimeout(() => done(status), 2_000);
      child.once('close', () => {
        clearTimeout(late);
        done(status);
      });
    });
  });
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in STAGES));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown stage ${unknown.join(', ')}; stages: ${Object.keys(STAGES).join(', ')}\n`,
  );
  process.exit(2);
}
const names = requested.length > 0 ? requested : Object.keys(STAGES);

const started = Date.now();
const reports = await mkdtemp(join(tmpdir(), 'test-reports-'));
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
let stopped = false;
const stop = (signal: NodeJS.Signals, code: number) =>
  process.on(signal, () => {
    stopped = true;
    exitCode = code;
  });
stop('SIGINT', 130);
stop('SIGTERM', 143);

/**
 * Stages that run side by side, as neither reads what the other writes: the type check and the
 * lint each keep one core busy; the server tests wait on their database much of the time, and the
 * fuzz run sends one request at a time (each with its own services on their own ports).
 */
const TOGETHER = [
  ['typecheck', 'lint'],
  ['server', 'fuzz'],
];

/** The stages in order, neighbours that may run together grouped into one step. */
function steps(list: string[]): string[][] {
  const out: string[][] = [];
  for (const name of list) {
    const previous = out.at(-1);
    const group = TOGETHER.find((names) => names.includes(name));
    if (previous && group && previous.every((other) => group.includes(other))) previous.push(name);
    else out.push([name]);
  }
  return out;
}

/**
 * Runs one stage; adds its tests to the total and answers its exit status. A stage that runs
 * beside the step's first one (`held`) prints its output in one piece when it ended.
 */
async function runStage(name: string, held: boolean): Promise<number> {
  const stage = STAGES[name]!;
  const stageStarted = Date.now();
  const output: Buffer[] | undefined = held ? [] : undefined;
  process.stdout.write(
    `\n▶ ${name}${held ? ' (alongside; its output follows when it ends)' : ''}\n`,
  );
  let status: number;
  try {
    await stage.before?.();
    const { cmd, args, env } = stage.command(reports);
    status = await run(cmd, args, env, output);
  } catch (error) {
    output?.push(
      Buffer.from(`${name}: ${error instanceof Error ? error.message : String(error)}\n`),
    );
    status = 1;
  }
  if (output) process.stdout.write(`\n▼ ${name}\n${Buffer.concat(output).toString()}`);
  // A runner that stopped before writing its report still failed: count the stage itself.
  let counted = false;
  if (stage.counts) {
    try {
      const counts = stage.counts(reports, status);
      Object.assign(total, addCounts(total, counts));
      counted = status === 0 || counts.failed > 0;
    } catch {
      counted = false;
    }
  }
  if (status !== 0 && !counted) total.failed += 1;
  if (status === 0) passed.add(name);
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  process.stdout.write(
    status === 0
      ? `\n✓ ${name} took ${seconds} s\n`
      : `\n✗ ${name} failed (exit code ${status}) after ${seconds} s\n`,
  );
  return status;
}

for (const step of steps(names)) {
  const statuses = await Promise.all(step.map((name, index) => runStage(name, index > 0)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    exitCode = failed;
    break;
  }
  if (stopped) break;
}

await rm(reports, { recursive: true, force: true });
process.stdout.write(`\nTests took ${Math.round((Date.now() - started) / 1000)} s\n`);
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
process.stdout.write(`${total.passed} passed, ${total.failed} failed${skipped}\n`);
process.exit(exitCode);
