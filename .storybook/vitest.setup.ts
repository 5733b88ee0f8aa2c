/**
 * Runs the stories as Vitest tests in jsdom (portable stories): the a11y addon checks each
 * story, and the MSW addon's `msw` is the Node server (started in tests/setup/vitest.setup.ts)
 * instead of a browser worker.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import { loadStrengthEstimator } from '../src/features/auth/model/strength';
import { server } from '../mocks/node';
import * as projectAnnotations from './preview';

setProjectAnnotations([
  a11yAddonAnnotations,
  {
    beforeEach(context) {
      // The addon types `msw` as the browser worker; the Node server has the same handler API.
      context.msw = server as unknown as typeof context.msw;
    },
  },
  projectAnnotations,
]);

// A play function's `findBy…` waits for data the mock serves; on a busy two-core machine a
// page with a modal took more than the default second to render.
configure({ asyncUtilTimeout: 4_000 });

// The sign-up meter loads zxcvbn's dictionaries after the first keystroke; transforming them
// the first time takes seconds on a busy machine, which the story that happens to run first
// would pay inside its own time limit. Load them once before the stories run.
//
// Likewise sonner, which the toaster loads lazily on a story's first toast: transformed for the
// first time under load, it arrived seconds later, after that story had ended, and the late
// promise woke the unmounted toaster's suspended root while the next story was rendering (React
// then warns "not configured to support act(...)", which fails that story). Loaded here, the
// toaster's lazy import resolves at once, inside the story that raised the toast.
beforeAll(async () => {
  await Promise.all([loadStrengthEstimator(), import('sonner')]);
}, 120_000);
