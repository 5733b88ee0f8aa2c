/**
 * The admin area on the mock backend (demo build): users, analytics from the seed, the
 * creditor-call queue, and that a non-admin reaches none of it in the UI or the API.
 */
import type { Page } from '@playwright/test';
import { personaSession } from '../../mocks/seed';
import { queueWithOneCallClaimed } from './call-queue';
import { expect, test } from './fixtures';
import { horizontalOverflow } from './page-helpers';
import { signInWithToken } from './sign-in';

/** The seeded personas and the mock's ready tokens (docs/decisions.md MK-4). */
const PERSONA = { admin: personaSession('admin'), subscriber: personaSession('subscriber') };

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Calls the API from the page (the mock lives in the page's service worker). */
async function api(
  page: Page,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: { detail?: string } & Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
    { method, path, token, body },
  );
}

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

test('the admin finds a user by email and changes their role', async ({ page }) => {
  await signInWithToken(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByText('Showing 1–10 of 16 users · page 1 of 2')).toBeVisible();
  await page.getByLabel('Search by email or username').fill('new@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/admin/users?search=new%40example.com');
  const table = page.getByRole('table', { name: 'Users matching “new@example.com”' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('The Basic');
  await expect(row).toContainText('None');

  await row.getByRole('button', { name: 'Make admin: new@example.com' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role?' });
  await dialog.getByRole('button', { name: 'Make admin' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('new@example.com is now an admin')).toBeVisible();
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('User → Admin by admin@example.com');
  await expect(row.getByRole('button', { name: 'Make user: new@example.com' })).toBeVisible();
});

test('the users table keeps its Actions in view on a laptop, a tablet and a phone', async ({
  page,
}) => {
  await signInWithToken(page, 'admin');
  await page.goto('/admin/users?search=new%40example.com');
  const table = page.getByRole('table', { name: 'Users matching “new@example.com”' });
  await table.getByRole('button', { name: 'Make admin: new@example.com' }).click();
  await page
    .getByRole('dialog', { name: 'Change role?' })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(table).toContainText('User → Admin by admin@example.com');

  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await table.locator('xpath=..').boundingBox())!;
    const action = (await table
      .getByRole('button', { name: 'Make user: new@example.com' })
      .boundingBox())!;
    expect(action.x, `${width} px`).toBeGreaterThanOrEqual(box.x);
    expect(action.x + action.width, `${width} px`).toBeLessThanOrEqual(box.x + box.width);
  }
  // On a laptop the whole table fits, a role change's history included: nothing scrolls sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  const overflow = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBe(0);
});

test('the admin sees the analytics figures computed from the seed', async ({ page }) => {
  await signInWithToken(page, 'admin');
  await page.goto('/admin');
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.getByRole('link')).toHaveText([
    'Users16',
    'Subscribers with an active subscription5',
    'Sign-ups in the last 7 days3',
    'Calls waiting0',
    'Monthly recurring revenue$42',
  ]);
  await figures.getByRole('link', { name: /Monthly recurring revenue/ }).click();
  await expect(page).toHaveURL('/admin/analytics#revenue');
  await expect(page.locator('#revenue')).toContainText('$42');
  await expect(page.locator('#subscriptions')).toContainText('5');
  await expect(page.getByRole('table', { name: 'Users by the plan they chose' })).toContainText(
    'The Basic531%',
  );

  // Customers by weeks ago 0:2 1:1 2:2 3:1 4:1 6:1 7:2 9:1 11:1, plus the newcomer (1 day ago)
  // the unpaid persona (12 days ago) and the subscriber (75 days ago), whose weeks depend on
  // today's weekday.
  const counts = [1, 0, 1, 0, 2, 1, 0, 1, 1, 2, 1, 2];
  const monday = (time: number) => {
    const day = new Date(time);
    day.setUTCHours(0, 0, 0, 0);
    return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS;
  };
  for (const daysAgo of [1, 12, 75]) {
    const weeksAgo = Math.round(
      (monday(Date.now()) - monday(Date.now() - daysAgo * DAY_MS)) / WEEK_MS,
    );
    counts[11 - weeksAgo]! += 1;
  }
  const chart = page.getByRole('img', { name: /Sign-ups per week/ });
  await expect(chart).toHaveAccessibleName(/15 sign-ups in the 12 weeks/);
  await expect(chart.locator('text')).toContainText(counts.map(String));
  await page.getByRole('button', { name: 'Show as a table' }).click();
  const table = page.getByRole('table', { name: /Sign-ups per week/ });
  const cells = table.locator('tbody tr td:nth-child(2)');
  await expect(cells).toHaveText(counts.map(String));
});

test('the admin works a queued call from a subscriber request to placed', async ({ page }) => {
  await signInWithToken(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /^Calls waiting\s*0$/ })).toBeVisible();

  // The subscriber asks for a call (Take action's POST /start-call), from this page.
  const started = await api(page, 'POST', '/start-call', PERSONA.subscriber.token, {
    user_id: PERSONA.subscriber.user_id,
    tradeline_name: 'Chase',
  });
  expect(started.status).toBe(201);
  expect(started.body.message).toBe('Call initiated! You will receive a call shortly.');

  await adminNav(page).getByRole('link', { name: 'Users' }).click();
  await adminNav(page).getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('link', { name: /^Calls waiting\s*1$/ }).click();
  await expect(page).toHaveURL('/admin/calls');
  const row = page
    .getByRole('table', { name: 'Calls waiting, oldest first' })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('demo@example.com');
  await expect(row).toContainText('+1 555-555-0142');
  await expect(row).toContainText('Chase');
  await expect(row).toContainText('Waiting');

  await row
    .getByRole('button', { name: 'Claim the call for demo@example.com about Chase' })
    .click();
  await expect(row).toContainText('by admin@example.com');
  const mine = await api(
    page,
    'GET',
    `/calls/${PERSONA.subscriber.user_id}`,
    PERSONA.subscriber.token,
  );
  expect(mine.body).toMatchObject([{ tradeline_name: 'Chase', status: 'claimed' }]);

  await row.getByRole('button', { name: 'Mark placed: demo@example.com about Chase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the call placed' });
  await dialog.getByRole('button', { name: 'Save: placed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Add a note about the call');
  await dialog.getByLabel('Note').fill('Reached Chase; a hardship plan is on its way by mail.');
  await dialog.getByRole('button', { name: 'Save: placed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No calls are waiting')).toBeVisible();

  await page.getByRole('button', { name: 'Done' }).click();
  const done = page.getByRole('table', { name: 'Calls done, newest first' });
  await expect(done).toContainText('Placed');
  await expect(done).toContainText('Reached Chase; a hardship plan is on its way by mail.');

  // The subscriber now sees the call placed.
  const after = await api(
    page,
    'GET',
    `/calls/${PERSONA.subscriber.user_id}`,
    PERSONA.subscriber.token,
  );
  expect(after.body).toMatchObject([{ tradeline_name: 'Chase', status: 'placed' }]);
  expect(after.body).not.toHaveProperty('0.note');
});

test('the call queue keeps its table in its box and its actions in view on a laptop, a tablet and a phone', async ({
  page,
}) => {
  // Two requests, a claim and three window sizes: more than one page's worth on a shared machine.
  test.setTimeout(60_000);
  const { table, actions } = await queueWithOneCallClaimed(page);
  await expect(actions[0]!).toBeVisible();

  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const main = (await page.getByRole('main').boundingBox())!;
    const box = (await table.locator('xpath=..').boundingBox())!;
    expect(box.x, `${width} px`).toBeGreaterThanOrEqual(main.x);
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(main.x + main.width);
    for (const action of actions) {
      await expect(action, `${width} px`).toBeVisible();
      const place = (await action.boundingBox())!;
      expect(place.x, `${width} px`).toBeGreaterThanOrEqual(box.x);
      expect(place.x + place.width, `${width} px`).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await horizontalOverflow(page), `${width} px`).toBe(0);
  }
  // On a laptop and a tablet the whole table fits: nothing scrolls sideways.
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await table.evaluate((element) => {
      const scroller = element.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow, `${width} px`).toBe(0);
  }
});

test('a non-admin reaches none of it, in the UI or the API', async ({ page, consoleErrors }) => {
  await signInWithToken(page, 'subscriber');
  for (const path of ['/admin', '/admin/users', '/admin/analytics', '/admin/calls']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  }
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);

  const token = PERSONA.subscriber.token;
  const refusals = [
    await api(page, 'GET', '/admin/users', token),
    await api(page, 'PATCH', `/admin/users/${PERSONA.subscriber.user_id}`, token, {
      role: 'admin',
    }),
    await api(page, 'GET', '/admin/analytics', token),
    await api(page, 'GET', '/admin/calls', token),
    await api(page, 'POST', '/admin/calls/ffffffffffffffffffffffff/claim', token),
    await api(page, 'POST', '/admin/calls/ffffffffffffffffffffffff/outcome', token, {
      status: 'placed',
      note: 'Not mine to record',
    }),
  ];
  for (const refusal of refusals) {
    expect(refusal).toEqual({ status: 403, body: { detail: 'Admin access required' } });
  }
  // Another user's calls are not theirs to read either.
  const others = await api(page, 'GET', `/calls/${PERSONA.admin.user_id}`, token);
  expect(others.status).toBe(403);
  // The role did not change.
  const me = await api(page, 'GET', `/calls/${PERSONA.subscriber.user_id}`, token);
  expect(me.status).toBe(200);

  // The browser logs each refused request; those seven are expected, anything else is not.
  const expected = /status of 403/;
  expect(consoleErrors.filter((message) => expected.test(message))).toHaveLength(7);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((m) => !expected.test(m)));
});
