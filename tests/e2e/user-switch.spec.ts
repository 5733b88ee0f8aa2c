/**
 * A change of user in one tab: the subscriber asks for a call and logs out, the admin signs in and
 * opens the admin area. Reads the switch cancels (the browser's net::ERR_ABORTED) are not
 * failures: no page shows an error state for them.
 */
import { expect, test } from './fixtures';
import { callThenSwitchToAdmin } from './user-switch-steps';

test('after the subscriber asks for a call and logs out, the admin sees the figures', async ({
  page,
}) => {
  // Two sign-ins and four pages on a shared machine.
  test.setTimeout(90_000);
  const figures = await callThenSwitchToAdmin(page);
  await expect(figures.getByRole('link', { name: /^Calls waiting\s*1$/ })).toBeVisible();
  await expect(page.getByText('The figures could not be loaded.')).toHaveCount(0);
  await page.reload();
  await expect(figures.getByRole('link', { name: /^Calls waiting\s*1$/ })).toBeVisible();
  await expect(page.getByText('The figures could not be loaded.')).toHaveCount(0);
});
