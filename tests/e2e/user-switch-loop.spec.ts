/**
 * A cancelled request is not an error: a subscriber asks for a call and logs out, the admin signs
 * in in the same tab and reads the overview's figures, ten times in a row, each in a fresh tab
 * (the mock's data is the seed's again). The reads the switch cuts off (the subscriber's, the
 * page's, the query's) must never show as a failure on any screen.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { callThenSwitchToAdmin } from './user-switch-steps';

const RUNS = 10;

/** Every failure message a read can show in the portal and the admin area. */
const FAILURE = /could not be loaded|could not load|Could not reach the server|Failed to/i;

async function oneRun(browser: Browser, run: number, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const figures = await callThenSwitchToAdmin(page);
    await expect(
      figures.getByRole('link', { name: /^Calls waiting\s*1$/ }),
      `run ${run}: the overview's figures`,
    ).toBeVisible();
    await expect(figures.getByRole('link', { name: /^Users\s*\d+$/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toHaveCount(0);
    await expect(page.getByText('The figures could not be loaded.')).toHaveCount(0);
    expect(errors, `run ${run}: errors in the page`).toEqual([]);
  } finally {
    await context.close();
  }
}

test('ten times in a row: subscriber calls and logs out, the admin reads the figures', async ({
  browser,
  baseURL,
}) => {
  // Ten pairs of sign-ins on a shared two-core machine.
  test.setTimeout(RUNS * 45_000);
  for (let run = 1; run <= RUNS; run += 1) await oneRun(browser, run, baseURL!);
});
