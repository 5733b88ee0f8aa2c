/**
 * The production build served by `vite preview`, as `npm run size`, `npm run perf` and
 * `npm run perf:ready` measure it.
 */
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';

/** The repository. */
export const root = resolve(import.meta.dirname, '../..');
/** The production build's folder. */
export const outDir = join(root, 'dist');

export interface Preview {
  close(): Promise<void>;
}

/**
 * Builds the app into dist/ (unless `rebuild` is false: dist/ is served as it is) and serves it
 * on 127.0.0.1:`port`.
 */
export async function previewBuild(port: number, { rebuild = true } = {}): Promise<Preview> {
  if (rebuild) await build({ root, mode: 'production', logLevel: 'warn', build: { outDir } });
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { close: () => new Promise<void>((done) => server.httpServer.close(() => done())) };
}
