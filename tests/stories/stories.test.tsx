/** Every story in stories/ runs as a test: it renders, its play function passes, axe finds nothing. */
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';

type StoryFile = Parameters<typeof composeStories>[0];

const files = import.meta.glob<StoryFile>('../../stories/**/*.stories.tsx', { eager: true });

for (const [path, file] of Object.entries(files)) {
  describe(path.replace('../../stories/', ''), () => {
    const stories = composeStories(file) as Record<string, { run: () => Promise<void> }>;
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
