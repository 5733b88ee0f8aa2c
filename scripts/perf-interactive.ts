/**
 * `npm run perf:ready`: how long after the load event a pre-rendered page of the production
 * build answers the visitor (the `app-interactive` mark src/app/early-interactions.ts sets once
 * React owns the page and has replayed what the visitor did before). Median of 5 runs per page,
 * on a desktop CPU and at 4x CPU throttling; each run in a fresh browser context (no cache).
 *   PERF_PORT (default 9303)   PERF_SKIP_BUILD=1 serves the existing dist/ as it is
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium';
import { previewBuild } from './lib/preview';

const port = Number(process.env.PERF_PORT ?? 9303);
const PATHS = ['/', '/earnings-calculator'];
const THROTTLING = [1, 4];
const RUNS = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const server = await previewBuild(port, { rebuild: process.env.PERF_SKIP_BUILD !== '1' });
  const executablePath = chromiumPath();
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
    await server.close();
  }
}

await main();
