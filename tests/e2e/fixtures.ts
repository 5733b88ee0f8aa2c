/** Shared helpers for end-to-end tests: console watching and signed-in sessions. */
import { test as base, expect, type Page } from '@playwright/test';

export interface SessionUser {
  user_id: string;
  username: string;
  email: string;
  role: string;
  token: string;
  expires_at: string;
}

/** Puts a stored user in local storage before the app loads. */
export async function storeSession(page: Page, user: SessionUser): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('user', JSON.stringify(stored));
  }, user);
}

/** Fails the test on any console error or uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
