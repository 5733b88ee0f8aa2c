/**
 * The built Storybook for the browser tests that look at stories in a real browser (colour
 * contrast, which jsdom cannot compute): builds it into `storybook-static/` (the `--test` build:
 * no docs pages) unless `STORYBOOK_BUILT=1`, then serves it on 127.0.0.1:`STORYBOOK_PORT`.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import express from 'express';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = resolve(ROOT, 'storybook-static');
const port = Number(process.env.STORYBOOK_PORT ?? 6106);

if (process.env.STORYBOOK_BUILT !== '1') {
  const built = spawnSync(
    resolve(ROOT, 'node_modules/.bin/storybook'),
    ['build', '--test', '--quiet', '-o', OUT],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) {
    process.stderr.write(`storybook build failed (exit code ${String(built.status)})\n`);
    process.exit(1);
  }
}

const app = express();
app.use(express.static(OUT));
// Browsers ask for /favicon.ico by themselves; Storybook ships an SVG one.
app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
const server = app.listen(port, '127.0.0.1', () =>
  process.stdout.write(`Storybook on http://127.0.0.1:${port}\n`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
