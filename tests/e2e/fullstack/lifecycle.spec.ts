/**
 * A debt settled end to end on the production build and the real server (FerretDB), at 1280 and
 * 390 px (../lifecycle-journey.ts). Each run adds its own debt through the API, so the runs share
 * the database without meeting.
 */
import { expect, test } from '../fixtures';
import { settleEverywhere, VIEWPORTS } from '../lifecycle-journey';
import { openPage } from '../page-helpers';

const SUBSCRIBER = { email: 'demo@example.com', password: 'Demo-pass1!' };

// One run at a time: both read the subscriber's Total Debt, which the other's debt would move.
test.describe.configure({ mode: 'serial' });

for (const [where, viewport] of VIEWPORTS) {
  test.describe(where, () => {
    test.use({ viewport });

    test('a debt settled in its workspace is settled everywhere, paid only in writing', async ({
      page,
      consoleErrors,
      request,
    }) => {
      test.setTimeout(120_000);
      const login = await request.post('/api/user/login', {
        data: { username: SUBSCRIBER.email, password: SUBSCRIBER.password },
      });
      expect(login.status()).toBe(200);
      const { token, user_id } = (await login.json()) as { token: string; user_id: string };
      const name = `Lifecycle ${viewport.width} ${Date.now().toString(36)}`;
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

      await openPage(page, '/login');
      await page.getByRole('main').getByLabel('Username or email').fill(SUBSCRIBER.email);
      await page
        .getByRole('main')
        .getByLabel('Password', { exact: false })
        .fill(SUBSCRIBER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/portal');
      await settleEverywhere(
        page,
        { ...debt, name, balance: 2000, openName: 'Chase' },
        consoleErrors,
      );
    });
  });
}
