/**
 * `npm run build:server`: bundles the production server (server/index.ts) and the reference
 * data command (server/cli/seed-reference.ts) for Node into dist-server/, resolving the `@/`
 * alias to the shared contracts and models; npm packages stay external and load from
 * node_modules. The demo personas (scripts/seed) are never bundled.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

await build({
  root,
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  resolve: { alias: { '@': `${root}src` } },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { index: 'server/index.ts', 'seed-reference': 'server/cli/seed-reference.ts' },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
process.stdout.write('Built the server into dist-server/ (index.js, seed-reference.js)\n');
