/** Shared setup for unit, component and story tests. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/node';
import { deactivateScenarios } from '../../mocks/scenarios';
import { resetDb } from '../../mocks/seed';
import { configureHttp } from '../../src/shared/api/http';

// jsdom has no ResizeObserver; Radix measures popper content with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Node's fetch cannot resolve `/api/...`; resolve it against the jsdom page like a browser does.
configureHttp({
  fetch: (input, init) =>
    globalThis.fetch(
      typeof input === 'string' && input.startsWith('/')
        ? new URL(input, window.location.origin).href
        : input,
      init,
    ),
});

// A `findBy…` waits for lazy pages and the mock's answers: on a busy two-core machine a whole
// journey (a lazy route, then its data) takes more than the default second.
configure({ asyncUtilTimeout: 5_000 });

// One mock backend for every component and story test; an unmocked request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let consoleErrors: unknown[][] = [];

beforeEach(async () => {
  await resetDb();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  deactivateScenarios();
  localStorage.clear();
  sessionStorage.clear();
  const errors = consoleErrors;
  vi.restoreAllMocks();
  // A console.error during a test is a failure (React warnings, unhandled states).
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
