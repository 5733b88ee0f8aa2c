/**
 * Fixtures for the `early*` projects (playwright.config.ts): the production build on the real
 * server, acted on as soon as `page.goto` returns (the load event), never waiting for hydration.
 */
import { test as base, expect } from '../fixtures';
import { PRERENDERED_ROUTES } from '../routes';

export interface EarlyOptions {
  /** Chromium's CPU slowdown through the DevTools protocol: 1 is none, 4 a slow phone. */
  cpuThrottling: number;
  /**
   * Holds a pre-rendered page's app code back until the test has acted (`actedEarly`), so every
   * action lands before hydration.
   */
  holdApp: boolean;
}

interface EarlyFixtures {
  urls: string[];
  pages: string[];
  /** With `holdApp`: checks the app has not taken over yet, then lets its code arrive. */
  actedEarly: () => Promise<void>;
  release: { promise: Promise<void>; resolve: () => void };
}

const PRERENDERED = new Set(PRERENDERED_ROUTES);

export const test = base.extend<EarlyOptions & EarlyFixtures>({
  cpuThrottling: [1, { option: true }],
  holdApp: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  release: async ({}, provide) => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    await provide({ promise, resolve });
    resolve();
  },
  page: async ({ page, cpuThrottling, holdApp, release }, provide) => {
    if (cpuThrottling > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    }
    if (holdApp) {
      // The app chunk that src/boot.ts imports; the SPA shell, which shows nothing without it,
      // gets it at once.
      await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
        const document = new URL(route.request().frame().url()).pathname;
        if (PRERENDERED.has(document)) await release.promise;
        await route.continue();
      });
    }
    await provide(page);
  },
  actedEarly: async ({ page, holdApp, release }, provide) => {
    await provide(async () => {
      if (!holdApp) return;
      const interactive = await page.evaluate(
        () => performance.getEntriesByName('app-interactive').length > 0,
      );
      expect(interactive, 'acted before the app took over').toBe(false);
      release.resolve();
    });
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
