/** Proves the accessibility check in story tests is live: an unlabeled button must fail. */
import { composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

const meta = { title: 'Probe/Unlabeled button' };

describe('story accessibility gate', () => {
  it('fails a story whose button has no accessible name', async () => {
    const Unlabeled = composeStory(
      {
        render: () => (
          <button type="button">
            <svg aria-hidden="true" width="10" height="10" />
          </button>
        ),
      },
      meta,
    );
    await expect(Unlabeled.run()).rejects.toThrow(/button-name|accessib/i);
  });

  it('passes the same button once it is labeled', async () => {
    const Labeled = composeStory(
      {
        render: () => (
          <button type="button" aria-label="Close">
            <svg aria-hidden="true" width="10" height="10" />
          </button>
        ),
      },
      meta,
    );
    await Labeled.run();
  });
});
