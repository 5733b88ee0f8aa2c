import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { PORTAL_FIRST_SCREEN, firstScreenGroup } from './scripts/build/first-screen-group.ts';
import { prerenderPublicPages, servePrerendered } from './scripts/build/prerender-plugin.ts';
import { BRAND_NAME } from './src/shared/config/brand.ts';

/** Tests of plain functions, which need neither a page nor the mock backend. */
const LOGIC_TESTS = [
  'src/features/*/model/**/*.test.ts',
  'src/shared/lib/**/*.test.ts',
  'tests/unit/tooling/**/*.test.ts',
];

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * react-router's package exports only its development build (no `production` condition); its
 * production build differs by one constant that lets the minifier drop the dev warnings. Builds
 * use it (npm run size: 0.5 KB less on every first screen).
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The endpoints' `summary` and the fields' `description` texts document the API (`npm run
 * openapi`, in Node); the browser and the mock never read them, so builds leave them out of the
 * contracts they bundle (about 0.5 KB gzip of the portal's first screen). Only a text written as
 * one quoted string is dropped.
 */
function dropEndpointSummaries(): Plugin {
  const contract = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]contract([\\/][^\\/]+)?\.ts$/;
  const summary = /\n[ \t]*(?:summary|description):\s*(['"])(?:(?!\1)[^\\\n]|\\.)*\1,[ \t]*(?=\n)/g;
  return {
    name: 'drop-endpoint-summaries',
    apply: 'build',
    transform(code, id) {
      if (!contract.test(id)) return null;
      // Each dropped summary leaves its line breaks, so no other line moves (`map: null` keeps
      // the source map as it is).
      return { code: code.replace(summary, (text) => text.replace(/[^\n]/g, '')), map: null };
    },
  };
}

/** The live build talks to the real API: it ships no mock service worker. */
function dropMockWorker(live: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (live) await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Vite wraps every dynamic `import()` of a client build in its preload helper (0.8 KB gzip on
 * every first screen), which fetches the imported chunk's stylesheets and imports beside it. With
 * `modulePreload: false` and one stylesheet for the whole app (`cssCodeSplit: false`) the list it
 * is handed is always empty, so all it does is report a failed import as Vite documents, with a
 * cancellable `vite:preloadError` event on `window`: this helper does that and nothing else.
 */
const PRELOAD_HELPER_ID = /^\0vite\/preload-helper\.js$/;
const PLAIN_PRELOAD_HELPER = `export const __vitePreload = (load) =>
  load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });`;

function plainPreloadHelper(): Plugin {
  let plain = false;
  return {
    name: 'plain-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      plain = config.build.modulePreload === false && !config.build.cssCodeSplit;
    },
    load: {
      filter: { id: PRELOAD_HELPER_ID },
      handler() {
        return plain ? PLAIN_PRELOAD_HELPER : null;
      },
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [
    react(),
    plainPreloadHelper(),
    dropEndpointSummaries(),
    dropMockWorker(loadEnv(mode, process.cwd()).VITE_API_MODE === 'live'),
    prerenderPublicPages(BRAND_NAME),
    servePrerendered(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Maps are written for error reporting but not linked from the code; the server never
    // serves them (server/platform/spa.ts).
    sourcemap: 'hidden',
    // One stylesheet linked from the HTML: pre-rendered pages paint styled before any script.
    cssCodeSplit: false,
    // No preload helper and no list of every chunk's imports in the first scripts (1.3 KB gzip on
    // `/`, 1.9 KB on the portal's first screen): a lazy page's imports load once its chunk has
    // arrived. The SPA shell preloads the portal's first screen from its HTML instead
    // (scripts/build/prerender-plugin.ts); a pre-rendered page has painted before the app loads.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks where every visit needs them together: each file costs its own
        // imports and gzip loses what files share (npm run size: 3.1 KB less on `/`, 6.2 KB
        // less on the portal's first screen; docs/decisions.md).
        codeSplitting: {
          groups: [
            {
              // React, the router and what every page's shell uses: on every first screen.
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|src[\\/]shared[\\/](session[\\/](session|storage-keys|use-session)\.|lib[\\/]storage\.|ui[\\/](button|page|spinner)[\\/])/,
            },
            {
              // The data layer: on every page that talks to the API, never on the content pages.
              name: 'data',
              // The debt states are read by the contracts (the tradeline's state): with them.
              test: /node_modules[\\/](@tanstack|zod)[\\/]|src[\\/]shared[\\/](api[\\/](api-error|endpoint|http|schemas)|lib[\\/]debt-states)\./,
            },
            // Not in the pre-rendering build (scripts/build/prerender-plugin.ts): there the lazy
            // pages' modules taken alone broke the server bundle's exports.
            // The portal's first-screen parts in one file, never a lazily loaded page
            // (scripts/build/first-screen-group.ts).
            ...(isSsrBuild ? [] : [firstScreenGroup('portal', PORTAL_FIRST_SCREEN)]),
          ],
        },
      },
    },
  },
  test: {
    // Two cores on CI machines: keep the worker count small and predictable.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // The rules (features' model/, shared/lib) and the tooling's: plain functions, tested in
          // Node without a page or the mock backend. jsdom and the mock's setup cost each file
          // about two seconds, which 53 files paid for nothing.
          name: 'logic',
          environment: 'node',
          include: LOGIC_TESTS,
          env: { VITE_API_MODE: 'mock' },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...LOGIC_TESTS],
          setupFiles: ['tests/setup/vitest.setup.ts'],
          env: { VITE_API_MODE: 'mock' },
          // A page test renders a lazy route, then waits for its data (up to the 5 s of
          // tests/setup/vitest.setup.ts): on a busy 2-core machine the two pass 5 s together.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories/**/*.test.tsx'],
          setupFiles: ['tests/setup/vitest.setup.ts', '.storybook/vitest.setup.ts'],
          // Without these two the a11y addon silently passes in portable stories.
          env: { VITEST_STORYBOOK: 'false', VITE_API_MODE: 'mock' },
          server: { deps: { inline: ['@storybook/addon-a11y'] } },
          // Portal stories load data, click through and run axe on a whole page in jsdom: on a
          // busy 2-core machine that passes 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Every endpoint through the real client; CONTRACT_BACKEND picks msw (default) or server.
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          // Each worker has its own mock backend (MSW in the process, its own database), so the
          // files run side by side.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The same contract suite against the production API on FerretDB and stripe-mock.
          name: 'contract-server',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          env: { CONTRACT_BACKEND: 'server' },
          globalSetup: ['tests/server/global-setup.ts'],
          // The server tests run beside the fuzz run (scripts/test/run.ts), which takes a core:
          // a test that walks every bad body of an endpoint took more than 20 s there.
          testTimeout: 45_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The production API on its own: authorization, bad input, limits, webhooks, adapters.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // The server tests run beside the fuzz run (scripts/test/run.ts), which takes a core:
          // a test that walks every bad body of an endpoint took more than 20 s there.
          testTimeout: 45_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
