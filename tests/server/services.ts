/**
 * The real services the server tests use (DESIGN.md section 8), started once per test run by
 * the Vitest global setup and stopped after it:
 *   MongoDB: MONGODB_URI when set; else FerretDB (built by scripts/services/install.sh) on a
 *   free loopback port with its SQLite handler in a temporary folder; else mongodb-memory-server.
 *   Stripe: STRIPE_API_URL when set; else stripe-mock on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServices {
  mongodbUri: string;
  stripeApiUrl: string;
  /** What each service is, for the test log. */
  describe: string[];
  stop(): Promise<void>;
}

/** A binary from an environment variable, `.services/bin` or the PATH. */
function findBinary(name: string, variable: string): string | null {
  const candidates = [
    process.env[variable],
    join(ROOT, '.services/bin', name),
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name)),
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(
  port: number,
  child: ChildProcess,
  name: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}:\n${output()}`);
    }
    const open = await new Promise<boolean>((done) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${name} did not listen on port ${port} within 30 s:\n${output()}`);
}

async function startProcess(
  name: string,
  command: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
) {
  let output = '';
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  await waitForPort(port, child, name, () => output);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done(undefined);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done(undefined);
        });
      });
    },
  };
}

const MISSING =
  'No MongoDB for the server tests: set MONGODB_URI, or build FerretDB with `bash scripts/services/install.sh` (needs Go)';

async function startMongo(): Promise<{ uri: string; describe: string; stop: () => Promise<void> }> {
  if (process.env.MONGODB_URI) {
    return {
      uri: process.env.MONGODB_URI,
      describe: 'MongoDB at MONGODB_URI',
      stop: async () => undefined,
    };
  }
  const ferretdb = findBinary('ferretdb', 'FERRETDB_PATH');
  if (ferretdb) {
    const dataDir = await mkdtemp(join(tmpdir(), 'ferretdb-'));
    const port = await freePort();
    const running = await startProcess(
      'FerretDB',
      ferretdb,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dataDir}/`,
        `--listen-addr=127.0.0.1:${port}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=warn',
      ],
      port,
      { DO_NOT_TRACK: '1' },
    );
    return {
      uri: `mongodb://127.0.0.1:${port}/`,
      describe: `FerretDB v1.24.2 (SQLite) on 127.0.0.1:${port}`,
      async stop() {
        await running.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  let memory: {
    MongoMemoryServer: { create(): Promise<{ getUri(): string; stop(): Promise<boolean> }> };
  };
  try {
    memory = (await import(/* @vite-ignore */ 'mongodb-memory-server')) as typeof memory;
  } catch {
    throw new Error(MISSING);
  }
  const server = await memory.MongoMemoryServer.create();
  return {
    uri: server.getUri(),
    describe: 'mongodb-memory-server',
    async stop() {
      await server.stop();
    },
  };
}

async function startStripe(): Promise<{
  url: string;
  describe: string;
  stop: () => Promise<void>;
}> {
  if (process.env.STRIPE_API_URL) {
    return {
      url: process.env.STRIPE_API_URL,
      describe: 'Stripe at STRIPE_API_URL',
      stop: async () => undefined,
    };
  }
  const binary = findBinary('stripe-mock', 'STRIPE_MOCK_PATH');
  if (!binary) {
    throw new Error(
      'No stripe-mock for the server tests: set STRIPE_API_URL, or build it with `bash scripts/services/install.sh` (needs Go)',
    );
  }
  const port = await freePort();
  const running = await startProcess(
    'stripe-mock',
    binary,
    ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:'],
    port,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    describe: `stripe-mock on 127.0.0.1:${port}`,
    stop: running.stop,
  };
}

export async function startServices(): Promise<RunningServices> {
  const [mongo, stripe] = await Promise.all([startMongo(), startStripe()]);
  return {
    mongodbUri: mongo.uri,
    stripeApiUrl: stripe.url,
    describe: [mongo.describe, stripe.describe],
    async stop() {
      await Promise.all([mongo.stop(), stripe.stop()]);
    },
  };
}
