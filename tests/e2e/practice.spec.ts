/** Practice negotiations on the mock backend: a whole session to an agreement, then its tips. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, describeViolations } from './page-helpers';
import { signInWithToken } from './sign-in';

/** Sets up a session on the named debt (Easy, collection agency) and starts it. */
async function startPractice(page: Page, debt: RegExp) {
  const setup = page.getByRole('form', { name: 'Set up your practice' });
  await setup
    .getByLabel('Debt', { exact: true })
    .selectOption({ label: (await optionLabel(page, debt))! });
  await setup.getByRole('radio', { name: 'Collection agency' }).check();
  await setup.getByRole('radio', { name: 'Easy' }).check();
  await setup.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
}

async function optionLabel(page: Page, name: RegExp) {
  const options = await page
    .getByLabel('Debt', { exact: true })
    .locator('option')
    .allTextContents();
  return options.find((text) => name.test(text));
}

/** Asks for the writing and the reporting, opens at 30%, then takes the agent's answer. */
async function playToAgreement(page: Page, opening: number) {
  const log = page.getByRole('log', { name: 'Conversation' });
  await page.getByRole('button', { name: 'Ask for the agreement in writing' }).click();
  await expect(log).toContainText('agreement in writing before I pay');
  await page.getByRole('button', { name: 'Ask how it will be reported' }).click();
  await expect(log).toContainText('Settled in Full');
  await page.getByLabel('Your offer').fill(String(opening));
  await page.getByRole('button', { name: 'Make offer' }).click();
  const heading = page.getByRole('heading', { name: /^Settled at / });
  // Easy may take the opening at once; otherwise the agent's counter is accepted.
  await expect(heading.or(page.getByRole('button', { name: /^Accept \$/ }))).toBeVisible();
  if (!(await heading.isVisible())) {
    await page.getByRole('button', { name: /^Accept \$/ }).click();
  }
  await expect(heading).toHaveText(/^Settled at \$[\d,]+ \((\d+)% of the balance\)$/);
  return Number(/\((\d+)%/.exec((await heading.textContent())!)![1]);
}

async function readTips(page: Page) {
  const tips = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Post-session tips' }) });
  await expect(tips).toContainText('Asked for the agreement in writingYes');
  const links = tips.getByRole('link', { name: /^How to negotiate: / });
  await expect(links).toHaveCount(3);
  expect(describeViolations(await axeViolations(page)), 'axe violations').toEqual([]);
  // A tip opens its part of How to negotiate.
  const first = links.first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 2, name: 'How to Negotiate' })).toBeVisible();
  await expect(page.locator(`section#${href.split('#')[1]}`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, 'subscriber');
});

test('at 1280 px: practises on Chase to an agreement, reads the tips, and Take action shows the best result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portal');
  await page.getByRole('link', { name: 'Practice negotiation' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Practice a negotiation' }),
  ).toBeVisible();
  await startPractice(page, /^Chase:/);
  const percent = await playToAgreement(page, 1260);
  await page.screenshot({ path: 'test-results/practice-1280.png', fullPage: true });
  await readTips(page);
  // After a reload the mock database comes back from the tab's storage with the session.
  await page.goto('/portal/take-action');
  await expect(page.getByRole('heading', { level: 3, name: 'Chase' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Chase Program Summary' })).toContainText(
    `Practiced: best ${percent}%`,
  );
});

test('at 390 px: practises on the sample debt from the phone menu, with the keyboard for the offer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portal');
  await page.getByRole('button', { name: 'Portal menu' }).click();
  await page.getByRole('link', { name: 'Practice negotiation' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Practice a negotiation' }),
  ).toBeVisible();
  await startPractice(page, /^Sample credit card/);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('$5,000');
  // The offer goes in from the keyboard: type, then Enter submits it.
  await page.getByLabel('Your offer').fill('1500');
  await page.getByLabel('Your offer').press('Enter');
  await expect(log).toContainText('I can offer $1,500 to settle this account.');
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, 'no sideways scrolling').toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/practice-390-session.png', fullPage: true });
  const heading = page.getByRole('heading', { name: /^Settled at / });
  if (!(await heading.isVisible())) {
    await page.getByRole('button', { name: 'Ask for the agreement in writing' }).click();
    await expect(log).toContainText('agreement in writing before I pay');
    if (!(await heading.isVisible()))
      await page.getByRole('button', { name: /^Accept \$/ }).click();
  }
  await expect(heading).toBeVisible();
  await page.screenshot({ path: 'test-results/practice-390-tips.png', fullPage: true });
  await readTips(page);
});

/** The practice page, once the user's debts are in the set-up. */
async function openPractice(page: Page) {
  await page.goto('/portal/practice');
  await expect(
    page.getByLabel('Debt', { exact: true }).locator('option', { hasText: /^Chase:/ }),
  ).toHaveCount(1);
}

/** The conversation's lines as [speaker, text], in order. */
async function lines(page: Page) {
  const items = page.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
  return items.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-speaker'), node.textContent ?? ''] as const),
  );
}

test('own words: types "I can offer $1,500" and reads the agent\'s answer to that amount', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPractice(page);
  await startPractice(page, /^Sample credit card/);
  await expect(page.getByText('Moves left: 30')).toBeVisible();
  await page.getByLabel('Or in your own words').fill('I can offer $1,500');
  await page.getByRole('button', { name: 'Say it' }).click();
  await expect(page.getByText('Moves left: 29')).toBeVisible();
  const said = await lines(page);
  const mine = said.findIndex(
    ([speaker, text]) => speaker === 'user' && /I can offer \$1,500/.test(text),
  );
  expect(mine, 'the typed offer is in the conversation').toBeGreaterThan(0);
  // The agent answers the $1,500: it takes it, or names an ask between it and the balance.
  const answer = said[mine + 1]!;
  expect(answer[0]).toBe('agent');
  const ask = /\$([\d,]+)/.exec(answer[1]);
  expect(ask, `an amount in "${answer[1]}"`).not.toBeNull();
  const amount = Number(ask![1]!.replace(/,/g, ''));
  expect(amount).toBeGreaterThanOrEqual(1500);
  expect(amount).toBeLessThanOrEqual(5000);
  if (amount > 1500) {
    await expect(page.getByText(/asks for/)).toContainText(`$${ask![1]}`);
    await expect(page.getByRole('button', { name: `Accept $${ask![1]}` })).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/practice-own-words.png', fullPage: true });
});

test('own words: words the agent cannot follow leave the moves left unchanged', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPractice(page);
  await startPractice(page, /^Sample credit card/);
  const log = page.getByRole('log', { name: 'Conversation' });
  const ask = await page.getByText(/asks for/).textContent();
  await expect(page.getByText('Moves left: 30')).toBeVisible();
  await page.getByLabel('Or in your own words').fill('purple monkey dishwasher');
  await page.getByLabel('Or in your own words').press('Enter');
  await expect(log).toContainText('purple monkey dishwasher');
  await expect(log).toContainText('You could say:');
  await expect(page.getByText('Moves left: 30')).toBeVisible();
  expect(await page.getByText(/asks for/).textContent()).toBe(ask);
  // What was typed is cleared once the agent has answered.
  await expect(page.getByLabel('Or in your own words')).toHaveValue('');
  await page.screenshot({ path: 'test-results/practice-own-words-390.png', fullPage: true });
});
