/**
 * A debt settled end to end on the production build and the real server (FerretDB), at 1280 and
 * 390 px (../lifecycle-journey.ts). Each run adds its own debt through the API, so the runs share
 * the database without meeting.
 */
import { randomUUID } from 'node:crypto';
import { PERSONAS } from '../../../mocks/personas';
import { expect, test } from '../fixtures';
import { settlingTests } from '../lifecycle-journey';
import { signIn } from '../sign-in';

// One run at a time: both read the subscriber's Total Debt, which the other's debt would move.
test.describe.configure({ mode: 'serial' });

settlingTests(120_000, async ({ page, request }, width) => {
  const { email, password } = PERSONAS.subscriber;
  const login = await request.post('/api/user/login', { data: { username: email, password } });
  expect(login.status()).toBe(200);
  const { token, user_id } = (await login.json()) as { token: string; user_id: string };
  // A name of its own each run (the server's database outlives the runs), not a time.
  const name = `Lifecycle ${width} ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/tradelines', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      user_id,
      account_name: name,
      current_balance: 2000,
      minimum_payment: 50,
      credit_limit: 3000,
    },
  });
  expect(created.status()).toBe(201);
  const debt = (await created.json()) as { id: string; uuid: string };

  await signIn(page, 'subscriber', '/portal');
  return { ...debt, name, balance: 2000, openName: 'Chase' };
});
