/**
 * The call companion on the mock backend, by keyboard only: opened from Take action on the
 * subscriber's Chase debt, the creditor asks for the full balance, the whisper answers with the
 * plan's opening offer, the creditor counters at $2,000, the call ends and one tap saves it; the
 * contact-log entry and the $2,000 offer are then in the debt's workspace. On a desktop (beside
 * the debt) and on a phone (the whole screen); no axe violations in any state.
 */
import type { Locator, Page } from '@playwright/test';
import { openingOffer } from '../../src/features/settlement/model/plan';
import { formatUsd } from '../../src/shared/lib/money';
import { buildPersonas } from '../../mocks/personas';
import { expect, test } from './fixtures';
import { signInWithToken } from './sign-in';
import { axeViolations, describeViolations, horizontalOverflow } from './page-helpers';

// The seeded Chase debt's id, which does not depend on the day the seed is built for.
const CHASE = buildPersonas(new Date('2026-12-01T12:00:00.000Z')).tradelines.find(
  (debt) => debt.account_name === 'Chase',
)!;

const VIEWPORTS = [
  ['on a desktop', { width: 1280, height: 900 }],
  ['on a phone', { width: 390, height: 844 }],
] as const;

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectNoAxeViolations(page: Page) {
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

for (const [where, viewport] of VIEWPORTS) {
  test.describe(where, () => {
    test.use({ viewport });
    // Three axe runs and a journey by Tab keys: more than the default on a shared two-core machine.
    test.setTimeout(120_000);

    test('coaches a call from Take action and saves it to the contact log and the offer log, by keyboard', async ({
      page,
    }) => {
      await signInWithToken(page, 'subscriber');
      await page.goto('/portal/take-action');
      await expect(page.getByRole('heading', { name: 'Chase' })).toBeVisible({ timeout: 20_000 });

      await tabTo(page, page.getByRole('button', { name: 'Call companion: Chase' }));
      await page.keyboard.press('Enter');
      // Beside the debt on a desktop; the whole screen, as a dialog, on a phone.
      const companion = page.getByRole(viewport.width >= 1024 ? 'region' : 'dialog', {
        name: 'Call companion: Chase',
      });
      await expect(companion.getByRole('heading', { name: 'Your plan' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(companion.getByText('Never give')).toBeVisible();
      await expectNoAxeViolations(page);
      if (viewport.width < 1024) {
        const box = await companion.boundingBox();
        expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
      }

      await tabTo(page, companion.getByRole('button', { name: 'Start the call' }));
      await page.keyboard.press('Enter');
      const fullBalance = companion.getByRole('button', { name: 'They want the full balance' });
      await expect(fullBalance).toBeVisible();
      await tabTo(page, fullBalance);
      await page.keyboard.press('Enter');
      const whisper = companion.getByRole('region', { name: 'They want the full balance' });
      await expect(whisper.getByText('You could say:')).toBeVisible();
      // The line names the settlement plan's opening offer (30% of the $4,200 balance).
      await expect(whisper).toContainText(formatUsd(openingOffer(CHASE.current_balance)));

      await tabTo(page, companion.getByRole('button', { name: 'They make a counter-offer' }));
      await page.keyboard.press('Enter');
      await expect(companion.getByLabel('Their amount')).toBeFocused();
      await page.keyboard.type('2,000');
      await page.keyboard.press('Enter');
      const timeline = companion.getByRole('region', { name: 'The call so far' });
      await expect(timeline).toContainText('They want the full balance');
      await expect(timeline).toContainText('They offered $2,000');
      await expect(
        companion
          .getByRole('region', { name: 'They make a counter-offer' })
          .getByText('You could say:'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await horizontalOverflow(page)).toBe(0);

      await tabTo(page, companion.getByRole('button', { name: 'End the call' }));
      await page.keyboard.press('Enter');
      const save = companion.getByRole('button', { name: 'Save to the contact log and offer log' });
      await expect(save).toBeVisible();
      await expect(companion.getByRole('list', { name: 'Amounts said' })).toContainText(
        'They offered $2,000',
      );
      await expectNoAxeViolations(page);
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(companion.getByText('Saved', { exact: true })).toBeVisible();

      await tabTo(page, companion.getByRole('link', { name: 'Open settlement workspace' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Settle Chase' })).toBeVisible();
      const offers = page.getByRole('list', { name: 'Offers, newest first' });
      await expect(offers.getByRole('listitem')).toHaveCount(1);
      await expect(offers.getByRole('listitem').first()).toContainText(
        'The creditor offered $2,000',
      );
      await expect(offers.getByRole('listitem').first()).toContainText('by call');
      const contacts = page.getByRole('region', { name: 'Contact log' }).getByRole('list', {
        name: 'Contacts',
      });
      await expect(contacts).toContainText(
        'Call with the companion: no agreement. Amounts: they $2,000.',
      );
    });
  });
}
