import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium';
import type { EarlyOptions } from './tests/e2e/early/early-fixtures';

const executablePath = chromiumPath();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// The production build on the real server and FerretDB, for the full-stack journeys.
const fullstackPort = Number(process.env.FULLSTACK_PORT ?? 4280);
// `npm run dev`, the README's quick start: the source modules unbundled, on the mock backend.
const devPort = Number(process.env.DEV_E2E_PORT ?? 5180);
// The built Storybook, for the stories' colour contrast in a real browser.
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6106);
const isCI = Boolean(process.env.CI);

export default defineConfig<EarlyOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screencast and a DOM snapshot per action) took a quarter of each
    // test's time on two cores (28 tests: 73 s with it, 52 s without), and CI prints only the
    // text report: CI runs without it, a local run keeps the trace of a failure.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'fullstack',
      testMatch: 'fullstack/**/*.spec.ts',
      testIgnore: 'fullstack/lifecycle.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${fullstackPort}`,
        launchOptions,
      },
    },
    // The settling journey reads the subscriber's Total Debt before and after: it runs once the
    // other full-stack journeys (which add the subscriber debts of their own) are done.
    {
      name: 'fullstack-lifecycle',
      testMatch: 'fullstack/lifecycle.spec.ts',
      dependencies: ['fullstack'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${fullstackPort}`,
        launchOptions,
      },
    },
    // The same production build, acted on right after the load event without waiting for
    // hydration (tests/e2e/early): on a desktop CPU, on a slow phone's (4x CPU throttling
    // through the DevTools protocol), and with the app's code held back until the visitor acted.
    ...(
      [
        ['early', { cpuThrottling: 1, holdApp: false }],
        ['early-4x-cpu', { cpuThrottling: 4, holdApp: false }],
        ['early-late-app', { cpuThrottling: 1, holdApp: true }],
      ] as const
    ).map(([name, options]) => ({
      name,
      testMatch: 'early/**/*.spec.ts',
      // A throttled CPU on a shared two-core machine renders a lazily loaded page slowly.
      expect: { timeout: 15_000 },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${fullstackPort}`,
        launchOptions,
        ...options,
      },
    })),
    {
      name: 'dev',
      testMatch: 'dev/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${devPort}`,
        launchOptions,
      },
    },
    {
      name: 'storybook',
      testMatch: 'storybook/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${storybookPort}`,
        launchOptions,
      },
    },
    {
      name: 'chromium',
      testIgnore: ['fullstack/**', 'early/**', 'dev/**', 'storybook/**'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      // The static demo build on the mock backend: what a demo visitor gets.
      command: `npm run build:demo && npx vite preview --mode demo --outDir dist-demo --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --mode development --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx --tsconfig tsconfig.node.json scripts/e2e/storybook-server.ts',
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      env: { STORYBOOK_PORT: String(storybookPort) },
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx --tsconfig tsconfig.node.json scripts/e2e/fullstack-server.ts',
      url: `http://127.0.0.1:${fullstackPort}/api/health`,
      env: { FULLSTACK_PORT: String(fullstackPort) },
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
