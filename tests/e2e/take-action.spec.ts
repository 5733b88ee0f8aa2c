/** Take action on the mock backend: steps in order, calls and their messages, the calendar file. */
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, describeViolations } from './page-helpers';
import { signInWithToken } from './sign-in';

async function openTakeAction(page: Page, scenario?: string) {
  await page.goto(`/portal/take-action${scenario ? `?scenario=${scenario}` : ''}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Take action' })).toBeVisible();
}

async function expectNoViolations(page: Page): Promise<void> {
  expect(describeViolations(await axeViolations(page)), 'axe violations').toEqual([]);
}

/** Removes the one browser log line an expected failed answer causes. */
function expectFailedResource(consoleErrors: string[], status: number) {
  const expected = consoleErrors.filter((text) => text.includes(`status of ${status}`));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1);
}

test.describe('signed in as the subscriber', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithToken(page, 'subscriber');
  });

  test('completes the first pending step of a debt and cannot complete a later one first', async ({
    page,
  }) => {
    await openTakeAction(page);
    const steps = page.getByRole('list', { name: 'Chase steps' });
    const pastDue = page.getByRole('heading', { name: 'Past due' });
    await expect(pastDue).toBeVisible();

    // A later step first: no way to complete it.
    await steps.getByRole('button', { name: /First Negotiation/ }).click();
    const later = page.getByRole('region', { name: 'Chase: First Negotiation' });
    await expect(later).toContainText('Complete Give notice first.');
    await expect(later.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);

    // The first pending step, which is past due.
    await steps.getByRole('button', { name: /Give notice/ }).click();
    const first = page.getByRole('region', { name: 'Chase: Give notice' });
    await expect(first).toContainText('Past due');
    await first.getByRole('button', { name: 'Mark complete' }).click();
    await expect(first).toContainText('Completed on');
    await expect(first.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
    await expect(steps.getByRole('button', { name: /Give notice/ })).toContainText('Completed');
    await expect(pastDue).toBeHidden();
    await expect(page.getByRole('region', { name: 'Chase Next Step' })).toContainText(
      'First Negotiation',
    );

    // Now the next one can be completed.
    await steps.getByRole('button', { name: /First Negotiation/ }).click();
    await expect(later.getByRole('button', { name: 'Mark complete' })).toBeVisible();
  });

  test('starts a call with negotiation on', async ({ page }) => {
    await openTakeAction(page);
    await page.getByRole('button', { name: 'Call Now: Chase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call your creditor' });
    await expect(dialog).toContainText(
      'Would you like to call your creditor to complete Give notice?',
    );
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Call initiated! You will receive a call shortly.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // The same button, now 'Call requested …' (issue 33), keeps the focus the dialog gave back.
    await expect(page.getByRole('button', { name: /^Call requested .+: Chase$/ })).toBeFocused();
    // The call's state shows on the step until an agent has worked it (the admin's call queue).
    const nextStep = page.getByRole('region', { name: 'Chase Next Step' });
    await expect(nextStep.getByRole('status')).toContainText('Call requested');
    await expect(nextStep.getByRole('status')).toContainText('Waiting for an agent.');
  });

  test('answers No without calling', async ({ page }) => {
    await openTakeAction(page);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/start-call')) calls += 1;
    });
    // An open debt (the seeded Discover is settled: no Call Now).
    await page.getByRole('button', { name: 'Call Now: Capital One' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call your creditor' });
    await expect(dialog).toContainText('to complete Update your contacts?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    expect(calls).toBe(0);
  });

  test('has no Call Now with negotiation off', async ({ page }) => {
    await openTakeAction(page, 'program.negotiation-off');
    await expect(page.getByRole('list', { name: 'Chase steps' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Call Now/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Call now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark complete' }).first()).toBeVisible();
  });

  const messages: [string, string, string, number | null][] = [
    ['call.slow', 'status', 'Call initiated! You will receive a call shortly.', null],
    ['call.fail', 'alert', 'Calls are temporarily unavailable. Please try again shortly.', 503],
    ['call.fail-bare', 'alert', 'Error starting call. Please try again.', 500],
    ['tradelines.unnamed', 'alert', 'User or tradeline not found', null],
  ];
  for (const [scenario, role, message, status] of messages) {
    test(`shows "${message}" with the ${scenario} scenario`, async ({ page, consoleErrors }) => {
      await openTakeAction(page, scenario);
      await page
        .getByRole('button', { name: /^Call Now/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Call your creditor' });
      await dialog.getByRole('button', { name: 'Yes' }).click();
      if (scenario === 'call.slow') {
        await expect(dialog.getByRole('button', { name: 'Starting call...' })).toBeDisabled();
      }
      await expect(dialog.getByRole(role as 'alert' | 'status')).toHaveText(message);
      if (status) expectFailedResource(consoleErrors, status);
    });
  }

  test('exports the pending steps as one calendar file with stable UIDs', async ({ page }) => {
    await openTakeAction(page);
    // The steps arrive after the heading: count them once the first debt's list is there.
    await expect(page.getByRole('list', { name: 'Chase steps' })).toBeVisible();
    const pending = await page
      .locator('ol[aria-label$=" steps"] > li:not([data-state="completed"])')
      .count();
    expect(pending).toBeGreaterThan(0);
    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(file.suggestedFilename()).toBe('selfsettle-steps.ics');
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const calendar = new ICAL.Component(ICAL.parse(Buffer.concat(chunks).toString('utf8')));
      return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    };
    const first = await download();
    expect(first).toHaveLength(pending);
    expect(first.every((event) => event.startDate.isDate)).toBe(true);
    expect(first.map((event) => event.summary)).toContain('Chase: Give notice');
    expect(new Set(first.map((event) => event.uid)).size).toBe(first.length);
    const second = await download();
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  test('has no axe violations: overview, call dialog and its result', async ({ page }) => {
    // Three axe runs over a long page.
    test.slow();
    await openTakeAction(page);
    await expect(page.getByRole('list', { name: 'Chase steps' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Call Now: Chase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call your creditor' });
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await expectNoViolations(page);
  });

  for (const path of ['options', 'credit', 'negotiate']) {
    test(`/portal/take-action/${path} has no axe violations`, async ({ page }) => {
      await page.goto(`/portal/take-action/${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('opens the education pages from the Take action submenu', async ({ page }) => {
    await openTakeAction(page);
    const menu = page.getByRole('navigation', { name: 'Portal' });
    await menu.getByRole('link', { name: 'Your options' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Your Debt Relief Options',
    );
    await expect(page.getByText(/Chapter 7 \(liquidation\) takes about 3-6 months/)).toBeVisible();
    await menu.getByRole('link', { name: 'Understanding Credit' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Understanding Credit',
    );
    await menu.getByRole('link', { name: 'How to negotiate' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'How to Negotiate',
    );
    await expect(page.getByText(/Open at 30-50% of the balance/)).toBeVisible();
  });
});

test('the newcomer has no tradelines and no Call Now', async ({ page, consoleErrors }) => {
  await signInWithToken(page, 'newcomer');
  await openTakeAction(page);
  await expect(page.getByText('No tradelines found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Call Now/ })).toHaveCount(0);
  // The newcomer has no program: its 404 is how the API says so.
  expectFailedResource(consoleErrors, 404);
});
