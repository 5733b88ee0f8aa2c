/**
 * `npm run perf:ready`: how long after the load event a pre-rendered page of the production
 * build answers the visitor (the `app-interactive` mark src/app/early-interactions.ts sets once
 * React owns the page and has replayed what the visitor did before). Median of 5 runs per page,
 * on a desktop CPU and at 4x CPU throttling; each run in a fresh browser context (no cache).
 *   PERF_PORT (default 9303)   PERF_SKIP_BUILD=1 serves the existing dist/ as it is
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist');
const port = Number(process.env.PERF_PORT ?? 9303);
const PATHS = ['/', '/earnings-calculator'];
const THROTTLING = [1, 4];
const RUNS = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  if (process.env.PERF_SKIP_BUILD !== '1')
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir } });
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (path): path is string => Boolean(path && existsSync(path)),
  );
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const path of PATHS) {
      for (const rate of THROTTLING) {
        const runs: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          const page = await context.newPage();
          if (rate > 1) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          }
          await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
          await page.waitForFunction(
            () => performance.getEntriesByName('app-interactive').length > 0,
            undefined,
            { timeout: 30_000 },
          );
          runs.push(
            await page.evaluate(() => {
              const [navigation] = performance.getEntriesByType(
                'navigation',
              ) as PerformanceNavigationTiming[];
              const [mark] = performance.getEntriesByName('app-interactive');
              return Math.max(0, (mark?.startTime ?? 0) - (navigation?.loadEventEnd ?? 0));
            }),
          );
          await context.close();
        }
        console.log(
          `${path.padEnd(22)} CPU ${rate}x   load → interactive: median ${String(Math.round(median(runs))).padStart(5)} ms   (runs: ${runs.map((ms) => Math.round(ms)).join(', ')})`,
        );
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

await main();
