/**
 * Fixtures for the `early*` projects (playwright.config.ts): the production build on the real
 * server, acted on as soon as `page.goto` returns (the load event), never waiting for hydration.
 */
import type { Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';

export interface EarlyOptions {
  /** Chromium's CPU slowdown through the DevTools protocol: 1 is none, 4 a slow phone. */
  cpuThrottling: number;
  /** Holds the app's code back this long, so every action lands before hydration. */
  appDelayMs: number;
}

export const test = base.extend<EarlyOptions & { urls: string[]; pages: string[] }>({
  cpuThrottling: [1, { option: true }],
  appDelayMs: [0, { option: true }],
  page: async ({ page, cpuThrottling, appDelayMs }, provide) => {
    if (cpuThrottling > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    }
    if (appDelayMs > 0) {
      // The app chunk that src/boot.ts imports (and the SPA shell preloads).
      await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, appDelayMs));
        await route.continue();
      });
    }
    await provide(page);
  },
  /** Every address the page was at or asked for, to check no personal data went into one. */
  urls: async ({ page }, provide) => {
    const urls: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('request', (request) => urls.push(request.url()));
    await provide(urls);
  },
  /** Every address the page was at, including history entries the app pushed. */
  pages: async ({ page }, provide) => {
    const pages: string[] = [];
    page.on('framenavigated', (frame) => pages.push(frame.url()));
    await provide(pages);
  },
});

export { expect };

/** Whether the app has taken over the page and replayed what the visitor did before. */
export function appInteractive(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('app-interactive').length > 0);
}
