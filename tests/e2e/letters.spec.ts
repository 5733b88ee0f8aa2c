/**
 * Letters and the collector rules on the mock backend: a dispute letter filled, printed and
 * marked as sent opens the pause, and the window's deadline shows on the debt's timeline; eight
 * calls in seven days are flagged, on a phone; the subscriber's dispute letter, filled from her
 * profile and the debt's details, downloads as a PDF whose envelope windows read back with
 * pdftotext (poppler-utils), on a desktop and on a phone.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { personaSession } from '../../mocks/seed';
import { expect, test } from './fixtures';
import { signInWithToken } from './sign-in';

const SUBSCRIBER = personaSession('subscriber');

/** A call to the mock API from the page (its service worker answers), as the subscriber. */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as unknown;
    },
    { method, path, body, token: SUBSCRIBER.token },
  );
}

/** Chase's settlement workspace with its letters; the debt's details as given, through the API. */
async function openChaseLetters(
  page: Page,
  details: Record<string, unknown>,
  profile?: Record<string, unknown>,
) {
  await page.goto('/portal/take-action');
  // The first load compiles nothing but can be slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Chase' })).toBeVisible({ timeout: 20_000 });
  const tradelines = (await api(page, 'GET', `/tradelines/${SUBSCRIBER.user_id}`)) as {
    id: string;
    account_name: string;
  }[];
  const chase = tradelines.find((tradeline) => tradeline.account_name === 'Chase')!;
  if (profile) await api(page, 'PUT', `/financial-profile/${SUBSCRIBER.user_id}/identity`, profile);
  await api(page, 'PUT', `/tradelines/${chase.id}/details`, details);
  // The letters live in the debt's settlement workspace (issue 28), linked from Take action.
  await page
    .getByRole('region', { name: 'Chase Program Summary' })
    .getByRole('link', { name: 'Open settlement workspace' })
    .click();
  const letters = page.getByRole('region', { name: 'Chase: Letters' });
  await expect(letters.getByRole('region', { name: 'Letters to send' })).toBeVisible();
  return { letters, chaseId: chase.id };
}

const localDate = (daysAgo: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, 'subscriber');
});

test('fills a dispute letter, prints it, marks it sent and sees the pause and the deadline on the timeline', async ({
  page,
}) => {
  const { letters } = await openChaseLetters(
    page,
    {
      holder_kind: 'collection_agency',
      collector_name: 'Midland Credit',
      account_last_four: '4821',
    },
    {
      full_name: 'Dana Demo',
      address_line1: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    },
  );

  await letters.getByRole('button', { name: 'Log a validation notice' }).click();
  const notice = page.getByRole('dialog', { name: 'Log a validation notice' });
  await notice.getByLabel(/Date you received it/).fill(localDate(10));
  await notice.getByRole('button', { name: 'Save' }).click();
  const window = letters.getByRole('region', { name: 'Validation notice and dispute window' });
  await expect(window).toContainText('Dispute by');
  await expect(window).toContainText('days left to dispute');

  await letters.getByRole('button', { name: 'Open letter: Dispute it and prove it' }).click();
  const letter = page.getByRole('dialog', { name: 'Dispute it and prove it' });
  await expect(letter.getByRole('article', { name: 'Letter preview' })).toContainText(
    'account ending in 4821',
  );
  const [print] = await Promise.all([
    page.waitForEvent('popup'),
    letter.getByRole('button', { name: 'Print' }).click(),
  ]);
  const printed = print.locator('body');
  await expect(printed).toContainText('Dana Demo');
  await expect(printed).toContainText('Midland Credit');
  await expect(printed).toContainText('account ending in 4821');
  await print.close();

  await letter.getByLabel('How you sent it').selectOption('certified_mail');
  await letter.getByRole('button', { name: 'I sent it' }).click();
  await expect(letter).toBeHidden();
  await expect(window).toContainText(
    'Collection must pause until the collector sends verification',
  );
  await expect(window).toContainText('12 CFR 1006.38');

  // The window's last day (received 10 days ago: 20 days from today) is on Chase's timeline,
  // back on Take action.
  await page.getByRole('link', { name: 'Back to Take action' }).click();
  const deadline = page
    .getByRole('list', { name: 'Chase steps' })
    .getByRole('listitem')
    .filter({ hasText: 'Dispute deadline' });
  await expect(deadline).toContainText(
    new Date(Date.now() + 20 * 86_400_000).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }),
  );
  await expect(deadline).toContainText('Disputed in time: collection paused');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('logs the eighth call in seven days and sees the flag', async ({ page }) => {
    const { letters, chaseId } = await openChaseLetters(page, {
      holder_kind: 'debt_buyer',
      collector_name: 'Portfolio Recovery',
    });
    // Seven call attempts over the last six days, through the API; the eighth through the page.
    for (let index = 0; index < 7; index++) {
      await api(page, 'POST', `/tradelines/${chaseId}/contacts`, {
        occurred_at: `${localDate(6 - (index % 6))}T1${index}:00`,
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        method: 'voicemail',
        note: '',
        allowed_notice: false,
      });
    }
    await letters.getByRole('button', { name: 'Log a contact' }).click();
    const form = page.getByRole('dialog', { name: 'Log a contact' });
    await form.getByLabel(/^Date/).fill(localDate(1));
    await form.getByLabel(/^Time/).fill('18:30');
    await form.getByLabel('How they contacted you').selectOption('call');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const log = letters.getByRole('region', { name: 'Contact log' });
    await expect(log.getByText('Possible violation: More than 7 calls in 7 days')).toBeVisible();
    await expect(log).toContainText('12 CFR 1006.14(b)(2)(i)');
    await expect(log).toContainText('consumerfinance.gov/complaint');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

/**
 * The text pdftotext reads in a box of the PDF's first page, in points from its top-left corner
 * (at 72 dpi a pixel is a point): the envelope's windows are such boxes.
 */
function pdfText(file: string, box?: { x: number; y: number; width: number; height: number }) {
  const crop = box
    ? ['-r', '72', '-x', `${box.x}`, '-y', `${box.y}`, '-W', `${box.width}`, '-H', `${box.height}`]
    : [];
  return execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', ...crop, file, '-'], {
    encoding: 'utf8',
  });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test("downloads the subscriber's dispute letter as a PDF for a window envelope", async ({
      page,
    }, testInfo) => {
      await page.goto('/portal/take-action');
      await page
        .getByRole('region', { name: 'Capital One Program Summary' })
        .getByRole('link', { name: 'Open settlement workspace' })
        .click({ timeout: 20_000 });
      const letters = page.getByRole('region', { name: 'Capital One: Letters' });
      await letters.getByRole('button', { name: 'Open letter: Dispute it and prove it' }).click();
      const letter = page.getByRole('dialog', { name: 'Dispute it and prove it' });
      const preview = letter.getByRole('article', { name: 'Letter preview' });
      // Filled from the profile (sign-up's name, the persona's address) and the debt's details.
      await expect(preview.getByLabel('From')).toHaveText(
        'Dana Rivera\n1457 Oak Street\nApt 3B\nAustin, TX 78704',
      );
      await expect(preview.getByLabel('To')).toContainText('Midland Credit Management');
      await expect(preview).toContainText('account ending in 4821');
      await expect(preview).not.toContainText('[');
      await expect(letter.getByText('Still missing')).toHaveCount(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        letter.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^dispute-it-and-prove-it-\d{4}-\d{2}-\d{2}\.pdf$/,
      );
      const file = testInfo.outputPath('letter.pdf');
      await download.saveAs(file);

      const text = pdfText(file);
      expect(text).toContain('Re: Capital One, account ending in 4821');
      expect(text).toContain('I dispute this debt.');
      expect(text).not.toContain('[');
      // The upper window (sender) and the lower window (recipient) of a #10 double-window
      // envelope, as ../../src/features/letters/model/envelope.ts places them.
      const sender = pdfText(file, { x: 72, y: 45, width: 234, height: 60 });
      expect(
        sender
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ).toEqual(['Dana Rivera', '1457 Oak Street', 'Apt 3B', 'Austin, TX 78704']);
      const recipient = pdfText(file, { x: 72, y: 153, width: 252, height: 60 });
      expect(
        recipient
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ).toEqual(['Midland Credit Management', 'PO Box 2000', 'San Diego, CA 92108']);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
}
