/**
 * `npm run perf` (DESIGN.md section 10): Lighthouse, mobile preset, on every public page of the
 * production build, then on `/portal/my-home` signed in as the seeded subscriber (the production
 * build served by the real server on FerretDB, started by scripts/e2e/fullstack-server.ts);
 * prints the performance and accessibility scores (target 100).
 * Not part of `npm test`: it takes minutes, and scores move with the machine's load
 * (`PERF_RUNS=3` reports the median of three runs per page).
 *   PERF_PORT (default 9302, vite preview)  FULLSTACK_PORT (default 4280, the real server)
 *   PERF_DEBUG_PORT (default: a free port; DevTools port of the signed-in browser)
 *   PERF_PATHS (default: every page; e.g. `/portal/my-home,/login` audits only those)
 *   PERF_FULLSTACK_ORIGIN (optional: audit My Home on a seeded full-stack server already running
 *     there, e.g. scripts/e2e/fullstack-server.ts, instead of starting one; it serves dist/ as
 *     it is on disk, so a `vite build --mode production` is audited without a restart)
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumPath } from './lib/chromium';
import { openFullstack, signIn } from './lib/fullstack';
import { outDir, previewBuild } from './lib/preview';
import { freePort, runScript, tempDir } from './lib/processes';

const port = Number(process.env.PERF_PORT ?? 9302);
const fullstackPort = Number(process.env.FULLSTACK_PORT ?? 4280);
const MY_HOME_PATH = '/portal/my-home';
/**
 * Runs per page; the median score is reported. Lighthouse's simulated timings scale with the
 * CPU time it observes, so on a busy machine one run can drop a page by 20 points.
 */
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 1));
const ONLY = process.env.PERF_PATHS?.split(',').filter(Boolean);
const wanted = (path: string) => !ONLY || ONLY.includes(path);
const TARGET = 100;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Every public page of spec section 2.2: the build pre-renders them all (index.html is `/`,
 * about.html is `/about`; app.html is the SPA shell of the portal and admin).
 */
async function publicPaths(): Promise<string[]> {
  const files = await readdir(outDir);
  return files
    .filter((file) => file.endsWith('.html') && file !== 'app.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`))
    .sort();
}

interface Row {
  path: string;
  performance: number;
  accessibility: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Audits `url` PERF_RUNS times and prints its row (median scores). `check` may reject a run's
 * result (a redirect to the wrong page); the last run's result goes to `afterLast`.
 */
async function auditRow(
  path: string,
  url: string,
  flags: Flags,
  check: (lhr: Lhr) => void = () => {},
  afterLast: (lhr: Lhr, row: Row) => void = () => {},
): Promise<Row> {
  const runs: { performance: number; accessibility: number }[] = [];
  let last: Lhr | undefined;
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      ...flags,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    check(result.lhr);
    last = result.lhr;
    const categories = result.lhr.categories;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    runs.push({ performance: score('performance'), accessibility: score('accessibility') });
  }
  const row = {
    path,
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
  };
  const each = RUNS > 1 ? `   (runs: ${runs.map((run) => run.performance).join(', ')})` : '';
  console.log(
    `${row.path.padEnd(28)} performance ${String(row.performance).padStart(3)}   accessibility ${String(row.accessibility).padStart(3)}${each}`,
  );
  if (last) afterLast(last, row);
  return row;
}

interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

interface WorkGroup {
  groupLabel: string;
  duration: number;
}

function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '') || url;
}

/** What costs the most when a page is below target: its metrics and failing audits. */
function explain(lhr: Lhr, row: Row): void {
  if (row.performance < TARGET) {
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => lhr.audits[id])
      .filter((audit) => audit !== undefined)
      .map((audit) => `${audit.title} ${audit.displayValue ?? ''} (score ${audit.score ?? '-'})`);
    console.log(`    performance: ${metrics.join('; ')}`);
  }
  if (row.performance < TARGET) {
    // The audits that estimate a saving, largest first (Lighthouse's "opportunities" / insights).
    const savings = Object.values(lhr.audits)
      .map((audit) => {
        const details = audit.details as { overallSavingsMs?: unknown } | undefined;
        const ms = typeof details?.overallSavingsMs === 'number' ? details.overallSavingsMs : 0;
        return { title: audit.title, ms };
      })
      .filter((saving) => saving.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((saving) => `${saving.title} (~${Math.round(saving.ms)} ms)`);
    if (savings.length > 0) console.log(`    largest savings: ${savings.join('; ')}`);
    // Where the blocking time comes from: the longest main-thread tasks and what they ran.
    const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items;
    if (tasks && tasks.length > 0) {
      const longest = [...tasks]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 5)
        .map(
          (task) =>
            `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${shortUrl(task.url)})`,
        );
      console.log(`    long tasks: ${longest.join('; ')}`);
    }
    const breakdown = (
      lhr.audits['mainthread-work-breakdown']?.details as { items?: WorkGroup[] } | undefined
    )?.items;
    if (breakdown) {
      const groups = breakdown
        .slice(0, 4)
        .map((group) => `${group.groupLabel} ${Math.round(group.duration)} ms`);
      console.log(`    main thread: ${groups.join('; ')}`);
    }
  }
  if (row.accessibility < TARGET) {
    const failing = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.title ?? '');
    console.log(`    accessibility fails: ${failing.join('; ')}`);
  }
}

/**
 * `/portal/my-home` signed in as the seeded subscriber, on the production build served by the
 * real server: a Chromium with a persistent profile gets the stored user in local storage, and
 * Lighthouse keeps storage (`disableStorageReset`) when it loads the page in that browser.
 */
async function measureMyHome(): Promise<Row> {
  const fullstack = await openFullstack(fullstackPort);
  const { origin } = fullstack;
  try {
    const user = await signIn(origin);
    const debugPort = Number(process.env.PERF_DEBUG_PORT ?? (await freePort()));
    const executablePath = chromiumPath();
    const context = await chromium.launchPersistentContext(await tempDir('perf-profile-'), {
      ...(executablePath ? { executablePath } : {}),
      headless: true,
      args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin}/`);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        'user',
        JSON.stringify(user),
      ] as const);
      await page.goto('about:blank');
      return await auditRow(
        MY_HOME_PATH,
        `${origin}${MY_HOME_PATH}`,
        { port: debugPort, disableStorageReset: true },
        (lhr) => {
          const shown = new URL(lhr.finalDisplayedUrl).pathname;
          if (shown !== MY_HOME_PATH)
            throw new Error(
              `Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${MY_HOME_PATH}: the stored user was not used`,
            );
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        },
        explain,
      );
    } finally {
      await context.close();
    }
  } finally {
    await fullstack.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    RUNS > 1
      ? `Lighthouse, mobile preset: the median of ${RUNS} runs per page (each run's performance after it)`
      : 'Lighthouse, mobile preset: one run per page (PERF_RUNS=3 reports the median of three)',
  );
  const rows: Row[] = [];
  if (!ONLY || ONLY.some((path) => path !== MY_HOME_PATH)) rows.push(...(await measurePublic()));
  // After the preview server is closed: the full-stack server rebuilds the same dist/.
  if (wanted(MY_HOME_PATH)) rows.push(await measureMyHome());
  const below = rows.filter((row) => row.performance < TARGET || row.accessibility < TARGET);
  console.log(
    below.length === 0
      ? `All ${rows.length} pages score ${TARGET} on both.`
      : `${below.length} of ${rows.length} pages below ${TARGET}: ${below.map((row) => row.path).join(', ')}`,
  );
}

/** Builds the app, previews it and audits the public pages (PERF_PATHS may narrow them). */
async function measurePublic(): Promise<Row[]> {
  const server = await previewBuild(port);
  const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (path): path is string => Boolean(path && existsSync(path)),
  );
  const chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: Row[] = [];
  try {
    for (const path of (await publicPaths()).filter(wanted)) {
      rows.push(await auditRow(path, `http://127.0.0.1:${port}${path}`, { port: chrome.port }));
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}

await runScript(main);
