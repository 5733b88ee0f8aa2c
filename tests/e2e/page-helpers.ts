/** Helpers for public-page journeys: waiting for hydration, layout checks and axe runs. */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/**
 * Public pages arrive pre-rendered: their text and controls show before React owns them. What a
 * visitor does before then is recorded and replayed once (src/app/early-interactions.ts, tested
 * by tests/e2e/early); these journeys test the app itself, so they wait until React has attached
 * to the page's heading (React marks every node it owns with a `__reactFiber$…` property).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Opens a public path and waits until the page responds to the user. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** How far the page is wider than the window, in CSS pixels (0 when nothing overflows). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

// axe-core itself, injected into the page: @axe-core/playwright declares Node >= 22.12.
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Waits until every finite animation on the page has ended: text fading in is half transparent,
 * and axe would measure its contrast against the background it still shows through (the home
 * banner's step at 4.26:1 in one CI run, while its 400 ms fade ran). Endless or paused ones (a
 * spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        // A cancelled animation's `finished` rejects: it is over as well.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe-core (every rule but the experimental ones) on the whole page, once it is still. */
export async function axeViolations(page: Page, options: RunOptions = {}): Promise<Result[]> {
  await animationsSettled(page);
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return results.violations;
}

/** One line per failing node, readable in a test report. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}
