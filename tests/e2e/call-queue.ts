/** The creditor-call queue on the mock backend, as the admin tests set it up. */
import type { Locator, Page } from '@playwright/test';
import { personaSession } from '../../mocks/seed';
import { expect } from './fixtures';
import { signInWithToken } from './sign-in';

/**
 * Asks for a call as the subscriber, from the page (the mock lives in the page's service
 * worker): the answer's status and body.
 */
export function requestCall(page: Page, tradeline_name: string) {
  const { user_id, token } = personaSession('subscriber');
  return page.evaluate(
    async ({ user_id, token, tradeline_name }) => {
      const response = await fetch('/api/start-call', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id, tradeline_name }),
      });
      return { status: response.status, body: (await response.json()) as { detail?: string } };
    },
    { user_id, token, tradeline_name },
  );
}

/**
 * Signed in as the admin with an empty queue, the subscriber asks for two calls (about its two
 * open debts; the seeded Discover is settled, and a call about it is refused) and the admin
 * claims the one about Chase on /admin/calls. Returns the queue's table and the three actions
 * in it: the claimed call's two, the waiting call's Claim.
 */
export async function queueWithOneCallClaimed(
  page: Page,
): Promise<{ table: Locator; actions: Locator[] }> {
  await signInWithToken(page, 'admin');
  await page.goto('/admin');
  // The first page of a cold start is slow on a shared machine.
  await expect(page.getByRole('link', { name: /^Calls waiting\s*0$/ })).toBeVisible({
    timeout: 20_000,
  });
  for (const name of ['Chase', 'Capital One'])
    expect((await requestCall(page, name)).status).toBe(201);
  await page.goto('/admin/calls');
  const table = page.getByRole('table', { name: 'Calls waiting, oldest first' });
  await table
    .getByRole('button', { name: 'Claim the call for demo@example.com about Chase' })
    .click();
  const actions = [
    table.getByRole('button', { name: 'Mark placed: demo@example.com about Chase' }),
    table.getByRole('button', { name: 'Mark failed: demo@example.com about Chase' }),
    table.getByRole('button', { name: 'Claim the call for demo@example.com about Capital One' }),
  ];
  return { table, actions };
}
