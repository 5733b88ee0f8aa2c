/**
 * The production build served by `npm start` against FerretDB (scripts/e2e/fullstack-server.ts):
 * a subscriber signs in through the real API, works with their data, and signs out, which
 * revokes the token on the server.
 */
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in';

test('the subscriber signs in on the real server, adds a tradeline, completes its first step and signs out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'subscriber', '/portal');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { user_id: string; token: string },
  );
  const auth = { Authorization: `Bearer ${session.token}` };

  // The tradeline is added through My Home; the API behind the build is the real one.
  const name = `Hometown Credit Union ${Date.now()}`;
  await page.getByRole('button', { name: 'Add a tradeline' }).click();
  const add = page.getByRole('dialog', { name: 'Add a Tradeline' });
  await add.getByLabel(/Creditor/).selectOption({ label: 'Other' });
  await add.getByLabel(/Creditor name/).fill(name);
  await add.getByLabel(/Current Balance/).fill('2500');
  await add.getByLabel(/Minimum Payment/).fill('60');
  await add.getByLabel(/Credit Limit/).fill('4000');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Saved!')).toBeVisible();
  // The server's utilization: 2,500 / 4,000 = 62.5% → 63%.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });
  await expect(row).toContainText('63%');

  // The server scheduled its five steps; they show as its timeline on My Home.
  const timeline = page.getByRole('region', { name: `${name} timeline` });
  await expect(timeline.getByRole('button')).toHaveText([
    /Update your contacts/,
    /Give notice/,
    /First Negotiation/,
    /Second Negotiation/,
    /Payoff/,
  ]);
  // Steps complete in order only: the second one offers no Mark complete yet.
  await timeline.getByRole('button', { name: /Give notice/ }).click();
  let details = page.getByRole('dialog', { name: 'Event Details' });
  await expect(details.getByText('Complete the previous step first.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Back to my plan' }).click();
  await expect(details).toBeHidden();

  await timeline.getByRole('button', { name: /Update your contacts/ }).click();
  details = page.getByRole('dialog', { name: 'Event Details' });
  await details.getByRole('button', { name: 'Mark complete' }).click();
  await expect(details).toBeHidden();
  await expect(timeline.getByRole('button', { name: /Update your contacts/ })).toHaveAttribute(
    'data-status',
    'completed',
  );

  // The server holds the completion.
  const tradelines = (await (
    await page.request.get(`/api/tradelines/${session.user_id}`, { headers: auth })
  ).json()) as { uuid: string; account_name: string }[];
  const tradeline = tradelines.find((item) => item.account_name === name)!;
  const events = (await (
    await page.request.get(`/api/events/${session.user_id}`, { headers: auth })
  ).json()) as { tradeline_uuid: string; type: string; completed: boolean }[];
  expect(
    events
      .filter((event) => event.tradeline_uuid === tradeline.uuid)
      .map((event) => [event.type, event.completed]),
  ).toEqual([
    ['update_contacts', true],
    ['give_notice', false],
    ['negotiation', false],
    ['negotiation', false],
    ['payoff', false],
  ]);

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
