/** Shared helpers for end-to-end tests: console watching and signed-in sessions. */
import { test as base, expect, type Page } from '@playwright/test';
import type { StoredUser } from '../../src/shared/session/session';

/** The stored user: the app's own shape of it. */
export type SessionUser = StoredUser;

/** Puts a stored user in local storage before the app loads. */
export async function storeSession(page: Page, user: SessionUser): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('user', JSON.stringify(stored));
  }, user);
}

const NOT_FOUND_LOG =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Fails the test on any console error or uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A 404 is the specified answer of two reads (spec section 7: no program yet, no financial
      // profile yet); Chromium still logs each as a failed resource. Those, and only as many as
      // such answers arrived, are not errors.
      let expectedNotFound = 0;
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (
          response.status() === 404 &&
          response.request().method() === 'GET' &&
          /^\/api\/(programs|financial-profile)\/[^/]+$/.test(pathname)
        )
          expectedNotFound += 1;
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = [...errors];
      for (let left = expectedNotFound; left > 0; left -= 1) {
        const index = unexpected.indexOf(NOT_FOUND_LOG);
        if (index < 0) break;
        unexpected.splice(index, 1);
      }
      expect(unexpected, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
