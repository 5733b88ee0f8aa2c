/**
 * The full-stack server for Playwright's `fullstack` project: the production build served by
 * `npm start` (node dist-server/index.js) against FerretDB with the seeded personas. Started
 * and stopped by playwright.config.ts; stops FerretDB and removes its data when it ends. Its mail
 * goes to a Mailpit of its own, whose API the browser tests read (tests/e2e/fullstack/mailpit.ts)
 * on the port after the SMTP port, both after the server's: FULLSTACK_PORT + 1 and + 2.
 *   FULLSTACK_PORT (default 4280)  MONGODB_URI (optional: use that database instead)
 *   SMTP_URL and MAILPIT_API_URL (optional: use that Mailpit instead)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cleanUpAll, cleanUpOnSignals, registerCleanUp, runVisible } from '../lib/processes';
import { startFerretDb, startMailpit } from '../services/run';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.FULLSTACK_PORT ?? 4280);
async function database(): Promise<string> {
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  if (!existsSync(join(root, '.services/bin/ferretdb')))
    await runVisible('bash', ['scripts/services/install.sh'], root);
  const ferret = await startFerretDb('memory');
  registerCleanUp(() => ferret.stop());
  return `${ferret.url}selfsettle`;
}

cleanUpOnSignals();

try {
  const mongodbUri = await database();
  const mail = await startMailpit({ smtp: port + 1, http: port + 2 });
  registerCleanUp(() => mail.stop());
  // The production build: the SPA in live mode (no mocks) and the bundled server.
  await runVisible('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], root);
  await runVisible('npm', ['run', '-s', 'build:server'], root);
  const env = {
    MONGODB_URI: mongodbUri,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
    AUTH_RATE_LIMIT: '1000',
    IDEMPOTENCY_SECRET: 'fullstack-e2e-idempotency-secret-000000',
    SMTP_URL: mail.smtpUrl,
    // Links in the mail open the build under test.
    APP_ORIGIN: `http://127.0.0.1:${port}`,
  };
  await runVisible('node', ['dist-server/seed-reference.js'], root, env);
  await runVisible(
    'npx',
    ['tsx', '--tsconfig', 'tsconfig.node.json', 'scripts/seed/demo.ts', '--demo'],
    root,
    env,
  );
  const server = spawn('npm', ['start'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  registerCleanUp(async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  });
  server.once('exit', (code) => void cleanUpAll().finally(() => process.exit(code ?? 1)));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await cleanUpAll();
  process.exit(1);
}
