/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { prerenderPublicPages, servePrerendered } from './scripts/build/prerender-plugin.ts';
import { BRAND_NAME } from './src/shared/config/brand.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * react-router's package exports only its development build (no `production` condition); its
 * production build differs by one constant that lets the minifier drop the dev warnings. Builds
 * use it (npm run size: 0.5 KB less on every first screen).
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

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

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [
    react(),
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
              test: /node_modules[\\/](@tanstack|zod)[\\/]|src[\\/]shared[\\/]api[\\/](api-error|endpoint|http|schemas)\./,
            },
            // Not in the pre-rendering build (scripts/build/prerender-plugin.ts): there the lazy
            // pages' modules taken alone broke the server bundle's exports.
            ...(isSsrBuild
              ? []
              : [
                  {
                    // The portal's own parts and the small pieces of the design system and its features
                    // that its first screen uses: one file instead of some twenty (each costs its imports
                    // and exports; npm run size).
                    name: 'portal',
                    // Only these modules: their imports (the router, the shell's layout) stay where they
                    // are. Never a lazily loaded page or layout: taken alone, its chunk lost its exports.
                    includeDependenciesRecursively: false,
                    test: /src[\\/](app[\\/]portal[\\/](financial-plan-box|first-run\.|portal-menu|[^\\/]*\.module\.css)|shared[\\/](ui[\\/](alert|card|skeleton|empty-state|table|toast|money)[\\/]|lib[\\/](money|dates|settlement)\.|config[\\/]env\.)|features[\\/](enrollment|profile|tradelines|timeline)[\\/](contract\.|messages\.|api[\\/]([^\\/]*\.queries|use-entitlement|default-profile|use-timeline-mutations)\.|model[\\/](pricing|events|paths|current-subscription|totals|calls|plan-length)\.|ui[\\/]([^\\/]*\.module\.css|paths\.|event-status\.|subscription-banner\.)))/,
                  },
                ]),
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
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/vitest.setup.ts'],
          env: { VITE_API_MODE: 'mock' },
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
          // One backend at a time: the files share its database.
          fileParallelism: false,
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
          testTimeout: 20_000,
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
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
