/**
 * Every story in stories/ runs as a test: it renders, its play function passes, axe finds
 * nothing. The stories are dealt round-robin to a few test files (`stories-<k>.test.tsx`), so
 * Vitest's workers share them instead of one worker running all of them in a row: one file of
 * stories with modals took two minutes by itself.
 */
import { composeStories } from '@storybook/react-vite';
// The renderer's own root map: the story's React root is unmounted through it.
import { unmountElement } from '@storybook/react-dom-shim';
import { act } from 'react';
import { describe, it } from 'vitest';

type StoryFile = Parameters<typeof composeStories>[0];
type RunnableStory = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> };

/**
 * Runs one story in a canvas of its own and unmounts it before the test ends. Storybook unmounts
 * a story only when the next one starts, so a query the story left running (a refetch after its
 * last save) would otherwise render inside the next test, under its act() scope, and fail it
 * with React's warnings (CI on 2026-12-02: "not configured to support act(...)").
 */
async function runAlone(story: RunnableStory): Promise<void> {
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  try {
    await story.run({ canvasElement });
  } finally {
    // As Storybook's own unmount does: act() with React's test flag on only for its length
    // (outside Storybook's act scopes the flag stays off in this setup).
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = flags.IS_REACT_ACT_ENVIRONMENT;
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      await act(async () => {
        unmountElement(canvasElement);
      });
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = previous;
      canvasElement.remove();
    }
  }
}

/** How many test files the stories are dealt to. */
export const SHARDS = 4;

/** Declares the tests of shard `shard` (0-based): every SHARDS-th story, in file order. */
export function storyShard(shard: number): void {
  const parts = Object.keys(import.meta.glob('./stories-*.test.tsx')).length;
  if (parts !== SHARDS) throw new Error(`${parts} story test files for ${SHARDS} shards`);
  const files = import.meta.glob<StoryFile>('../../stories/**/*.stories.tsx', { eager: true });
  let index = 0;
  for (const [path, file] of Object.entries(files)) {
    const stories = Object.entries(composeStories(file) as Record<string, RunnableStory>).filter(
      () => index++ % SHARDS === shard,
    );
    if (stories.length === 0) continue;
    describe(path.replace('../../stories/', ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          await runAlone(Story);
        });
      }
    });
  }
}
