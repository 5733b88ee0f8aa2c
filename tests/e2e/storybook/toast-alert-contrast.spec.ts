/**
 * Every toast and alert story meets WCAG AA contrast in a real browser (axe `color-contrast`):
 * the stories also run as tests in jsdom (tests/stories), where axe cannot compute colours. The
 * stories are those of the built Storybook's index that are named as a toast or an alert, or
 * tagged `toast` or `alert` (a feature's story whose subject is one, shown in its own context).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../page-helpers';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const kindOf = (entry: IndexEntry): 'toast' | 'alert' | null => {
  const tags = entry.tags ?? [];
  const named = `${entry.title} ${entry.name}`;
  if (tags.includes('toast') || /\btoast\b/i.test(named)) return 'toast';
  if (tags.includes('alert') || /alert\b/i.test(named)) return 'alert';
  return null;
};

/** Storybook's preview is large: a first load on a busy machine takes seconds. */
const LOADED = { timeout: 20_000 };

/** Waits until what the story is about shows, settled: a toast faded in, or an alert. */
async function shown(page: Page, kind: 'toast' | 'alert'): Promise<void> {
  if (kind === 'toast') {
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.first()).toBeVisible(LOADED);
    // Sonner fades a toast in: measure once every one is fully shown.
    await expect
      .poll(() =>
        toasts.evaluateAll((items) =>
          items.every((item) => getComputedStyle(item).opacity === '1'),
        ),
      )
      .toBe(true);
    return;
  }
  // An alert (errors, warnings) or a status message, in the story or a dialog it opened; a
  // loading block's status hides its lines (its own children).
  const message = page
    .locator('[role="alert"], [role="status"]')
    .filter({ hasNot: page.locator(':scope > [aria-hidden="true"]') });
  await expect(message.first()).toBeVisible(LOADED);
}

/** Pages open side by side: each story loads Storybook's preview afresh (it reloads per story). */
const PAGES = 3;

test('every toast and alert story meets AA contrast (axe color-contrast in Chromium)', async ({
  context,
  request,
}) => {
  // A busy shared machine loads the preview several times slower than CI does.
  test.setTimeout(90_000);
  const index = (await (await request.get('/index.json')).json()) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).flatMap((entry) => {
    const kind = entry.type === 'story' ? kindOf(entry) : null;
    return kind ? [{ ...entry, kind }] : [];
  });
  // The design system's three toasts and four alert tones at least.
  expect(stories.filter((story) => story.kind === 'toast').length).toBeGreaterThanOrEqual(3);
  expect(stories.filter((story) => story.kind === 'alert').length).toBeGreaterThanOrEqual(4);

  // Failed reads are what some of these stories show (their scenarios); an exception is not.
  const exceptions: string[] = [];
  const failures: string[] = [];
  const waiting = [...stories];
  const check = async (page: Page) => {
    page.on('pageerror', (error) => exceptions.push(error.message));
    for (let story = waiting.shift(); story; story = waiting.shift()) {
      const started = Date.now();
      // The addon's own axe run is left out (`a11y.manual`): the stories' tests run all of axe.
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
      await shown(page, story.kind);
      const violations = await axeViolations(page, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
      });
      failures.push(...describeViolations(violations).map((line) => `${story.id}: ${line}`));
      test.info().annotations.push({ type: story.id, description: `${Date.now() - started} ms` });
    }
  };
  await Promise.all(Array.from({ length: PAGES }, async () => check(await context.newPage())));
  expect(failures).toEqual([]);
  expect(exceptions).toEqual([]);
});
