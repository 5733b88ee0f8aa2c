/**
 * The production build served by `npm start` against FerretDB (scripts/e2e/fullstack-server.ts):
 * a subscriber signs in through the real API, works with their data, and signs out, which
 * revokes the token on the server.
 */
import { expect, test } from '../fixtures';

const SUBSCRIBER = { email: 'demo@example.com', password: 'Demo-pass1!' };

test('the subscriber signs in on the real server, adds a tradeline, completes its first step and signs out', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Username or email').fill(SUBSCRIBER.email);
  await page.getByRole('main').getByLabel('Password', { exact: false }).fill(SUBSCRIBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/portal');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { user_id: string; token: string },
  );
  const auth = { Authorization: `Bearer ${session.token}` };

  // The API behind the build is the real one: a new tradeline gets its five scheduled steps.
  const created = await page.request.post('/api/tradelines', {
    headers: auth,
    data: {
      user_id: session.user_id,
      account_name: 'Citibank',
      current_balance: 2500,
      minimum_payment: 60,
      credit_limit: 4000,
    },
  });
  expect(created.status()).toBe(201);
  const tradeline = (await created.json()) as { uuid: string; utilization: number };
  expect(tradeline.utilization).toBe(63);
  const events = (await (
    await page.request.get(`/api/events/${session.user_id}`, { headers: auth })
  ).json()) as { id: string; tradeline_uuid: string; type: string; completed: boolean }[];
  const steps = events.filter((event) => event.tradeline_uuid === tradeline.uuid);
  expect(steps.map((event) => event.type)).toEqual([
    'update_contacts',
    'give_notice',
    'negotiation',
    'negotiation',
    'payoff',
  ]);
  const outOfOrder = await page.request.put(`/api/events/${steps[1]!.id}`, {
    headers: auth,
    data: { completed: true },
  });
  expect(outOfOrder.status()).toBe(409);
  const first = await page.request.put(`/api/events/${steps[0]!.id}`, {
    headers: auth,
    data: { completed: true },
  });
  expect(await first.json()).toMatchObject({ completed: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // Logging out revoked the token on the server.
  await expect
    .poll(async () =>
      (await page.request.get(`/api/tradelines/${session.user_id}`, { headers: auth })).status(),
    )
    .toBe(401);
});
