/**
 * Every story in stories/ runs as a test: it renders, its play function passes, axe finds
 * nothing. The stories are dealt round-robin to a few test files (`stories-<k>.test.tsx`), so
 * Vitest's workers share them instead of one worker running all of them in a row: one file of
 * stories with modals took two minutes by itself.
 */
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';

type StoryFile = Parameters<typeof composeStories>[0];

/** How many test files the stories are dealt to. */
export const SHARDS = 4;

/** Declares the tests of shard `shard` (0-based): every SHARDS-th story, in file order. */
export function storyShard(shard: number): void {
  const parts = Object.keys(import.meta.glob('./stories-*.test.tsx')).length;
  if (parts !== SHARDS) throw new Error(`${parts} story test files for ${SHARDS} shards`);
  const files = import.meta.glob<StoryFile>('../../stories/**/*.stories.tsx', { eager: true });
  let index = 0;
  for (const [path, file] of Object.entries(files)) {
    const stories = Object.entries(
      composeStories(file) as Record<string, { run: () => Promise<void> }>,
    ).filter(() => index++ % SHARDS === shard);
    if (stories.length === 0) continue;
    describe(path.replace('../../stories/', ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          await Story.run();
        });
      }
    });
  }
}
