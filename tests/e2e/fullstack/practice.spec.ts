/**
 * Practice on the production build and the real server (FerretDB): the subscriber signs in,
 * practises on the sample debt to an agreement and reads the tips; the answers never carry the
 * agent's hidden floor while the session is open.
 */
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in';

test('the subscriber practises a negotiation on the real server and reads the tips', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'subscriber', '/portal');

  // Every practice answer is read; a GET whose body Chromium has already dropped (a read the
  // page cancelled) is the only one allowed to go unread. The start and the moves must be read.
  const answers: string[] = [];
  const reads: Promise<void>[] = [];
  let postsRead = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/api/practice/')) return;
    const post = response.request().method() === 'POST';
    reads.push(
      response.text().then(
        (text) => {
          answers.push(text);
          if (post) postsRead += 1;
        },
        (error: unknown) => {
          if (post) throw error;
        },
      ),
    );
  });

  await page.getByRole('link', { name: 'Practice negotiation' }).click();
  const setup = page.getByRole('form', { name: 'Set up your practice' });
  await expect(setup).toBeVisible();
  const sample = (
    await setup.getByLabel('Debt', { exact: true }).locator('option').allTextContents()
  ).find((text) => text.startsWith('Sample credit card'))!;
  await setup.getByLabel('Debt', { exact: true }).selectOption({ label: sample });
  await setup.getByRole('radio', { name: 'Debt buyer' }).check();
  await setup.getByRole('radio', { name: 'Easy' }).check();
  await setup.getByRole('button', { name: 'Start practice' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('$5,000');

  await page.getByRole('button', { name: 'Ask for the agreement in writing' }).click();
  await expect(log).toContainText('agreement in writing before I pay');
  await page.getByLabel('Your offer').fill('1000');
  await page.getByRole('button', { name: 'Make offer' }).click();
  const heading = page.getByRole('heading', { name: /^Settled at / });
  await expect(heading.or(page.getByRole('button', { name: /^Accept \$/ }))).toBeVisible();
  if (!(await heading.isVisible())) await page.getByRole('button', { name: /^Accept \$/ }).click();
  await expect(heading).toHaveText(/^Settled at \$[\d,]+ \(\d+% of the balance\)$/);

  const tips = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Post-session tips' }) });
  await expect(tips.getByRole('link', { name: /^How to negotiate: / })).toHaveCount(3);
  await expect(tips).toContainText('The agent would have taken');
  // No answer named the floor or the generator (the end names only what the agent would take).
  await Promise.all(reads);
  expect(postsRead).toBeGreaterThanOrEqual(3);
  for (const answer of answers) expect(answer).not.toMatch(/floor|"rng"|"seed"/);
});
