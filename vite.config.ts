/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': src },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
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
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
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
        },
      },
    ],
  },
});
