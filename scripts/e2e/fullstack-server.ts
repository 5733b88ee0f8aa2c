/**
 * The full-stack server for Playwright's `fullstack` project: the production build served by
 * `npm start` (node dist-server/index.js) against FerretDB with the seeded personas. Started
 * and stopped by playwright.config.ts; stops FerretDB and removes its data when it ends.
 *   FULLSTACK_PORT (default 4280)  MONGODB_URI (optional: use that database instead)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.FULLSTACK_PORT ?? 4280);
const children: ChildProcess[] = [];
let dataDir: string | null = null;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
}

async function stop(code: number): Promise<never> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  process.exit(code);
}

async function startFerretDb(): Promise<string> {
  const binary = join(root, '.services/bin/ferretdb');
  if (!existsSync(binary)) run('bash', ['scripts/services/install.sh']);
  dataDir = await mkdtemp(join(root, 'node_modules/.cache/fullstack-ferretdb-'));
  const dbPort = await freePort();
  const ferret = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--listen-addr=127.0.0.1:${dbPort}`,
      '--telemetry=disable',
      '--debug-addr=-',
      // FerretDB warns about every command it does not implement (endSessions): errors only.
      '--log-level=error',
    ],
    { stdio: 'inherit', env: { ...process.env, DO_NOT_TRACK: '1' } },
  );
  children.push(ferret);
  return `mongodb://127.0.0.1:${dbPort}/selfsettle`;
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  const mongodbUri = process.env.MONGODB_URI ?? (await startFerretDb());
  // The production build: the SPA in live mode (no mocks) and the bundled server.
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn']);
  run('npm', ['run', '-s', 'build:server']);
  const env = {
    MONGODB_URI: mongodbUri,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
    AUTH_RATE_LIMIT: '1000',
  };
  run('node', ['dist-server/seed.js'], env);
  const server = spawn('npm', ['start'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(server);
  server.once('exit', (code) => void stop(code ?? 1));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
