/**
 * `npm run perf` (DESIGN.md section 10): Lighthouse, mobile preset, on every public page of the
 * production build; prints the performance and accessibility scores (target 100).
 * Not part of `npm test`: it takes minutes, and scores move with the machine's load
 * (`PERF_RUNS=3` reports the median of three runs per page).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist');
const port = Number(process.env.PERF_PORT ?? 9302);
/**
 * Runs per page; the median score is reported. Lighthouse's simulated timings scale with the
 * CPU time it observes, so on a busy machine one run can drop a page by 20 points.
 */
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 1));
const TARGET = 100;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Public pages of spec section 2.2 that the SPA shell renders in the browser (not pre-rendered). */
const SHELL_PUBLIC_PATHS = ['/login', '/signup'];

/**
 * Every public page: the paths the build pre-rendered (index.html is `/`, about.html is
 * `/about`) and the public pages served by the SPA shell.
 */
async function publicPaths(): Promise<string[]> {
  const files = await readdir(outDir);
  const prerendered = files
    .filter((file) => file.endsWith('.html') && file !== 'app.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`));
  return [...new Set([...prerendered, ...SHELL_PUBLIC_PATHS])].sort();
}

async function main(): Promise<void> {
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir } });
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (path): path is string => Boolean(path && existsSync(path)),
  );
  const chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: { path: string; performance: number; accessibility: number }[] = [];
  try {
    for (const path of await publicPaths()) {
      const runs: { performance: number; accessibility: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const categories = result?.lhr.categories;
        const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
        runs.push({ performance: score('performance'), accessibility: score('accessibility') });
      }
      const row = {
        path,
        performance: median(runs.map((run) => run.performance)),
        accessibility: median(runs.map((run) => run.accessibility)),
      };
      rows.push(row);
      const each = RUNS > 1 ? `   (runs: ${runs.map((run) => run.performance).join(', ')})` : '';
      console.log(
        `${row.path.padEnd(28)} performance ${String(row.performance).padStart(3)}   accessibility ${String(row.accessibility).padStart(3)}${each}`,
      );
    }
  } finally {
    chrome.kill();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
  const below = rows.filter((row) => row.performance < TARGET || row.accessibility < TARGET);
  console.log(
    below.length === 0
      ? `All ${rows.length} public pages score ${TARGET} on both.`
      : `${below.length} of ${rows.length} pages below ${TARGET}: ${below.map((row) => row.path).join(', ')}`,
  );
}

await main();
