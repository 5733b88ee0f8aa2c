/**
 * The seeded full-stack server of `npm run perf` and `npm run trace:my-home`
 * (scripts/e2e/fullstack-server.ts: the production build on the real server and FerretDB) and
 * signing its subscriber in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { registerCleanUp } from './processes';

const root = resolve(import.meta.dirname, '../..');
/** The seeded subscriber (scripts/seed/demo.ts --demo). */
const SUBSCRIBER = { username: 'demo@example.com', password: 'Demo-pass1!' } as const;
/** The stored user's six fields (src/shared/session/session.ts). */
const USER_FIELDS = ['user_id', 'username', 'email', 'role', 'token', 'expires_at'] as const;
/** The full-stack server builds the app and the server, starts FerretDB and seeds first. */
export const FULLSTACK_START_MS = 15 * 60_000;

export interface Fullstack {
  child: ChildProcess;
  /** The last few KB of its output, for error messages. */
  output(): string;
}

/**
 * Starts scripts/e2e/fullstack-server.ts in a process group of its own: `npm start` does not
 * pass SIGTERM on to the server it runs, so that server is stopped through the group.
 */
export function startFullstack(port: number): Fullstack {
  let output = '';
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'tsconfig.node.json', 'scripts/e2e/fullstack-server.ts'],
    {
      cwd: root,
      env: { ...process.env, FULLSTACK_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('error', (error) => keep(Buffer.from(`${error.message}\n`)));
  return { child, output: () => output };
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // No process of the group is left.
  }
}

/**
 * Stops the full-stack server: SIGTERM to the script (it stops the server and FerretDB and
 * removes FerretDB's data), up to 60 s, then SIGTERM to whatever of its group is left.
 */
export async function stopFullstack(fullstack: Fullstack): Promise<void> {
  const child = fullstack.child;
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((done) => {
      const timer = setTimeout(() => {
        signalGroup(child.pid, 'SIGKILL');
        done();
      }, 60_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  }
  signalGroup(child.pid, 'SIGTERM');
}

/** Waits until `url` answers 200; fails when the service exits or `timeoutMs` pass. */
export async function waitForHealth(
  service: Fullstack,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null)
      throw new Error(
        `The full-stack server exited (code ${service.child.exitCode}):\n${service.output().trim()}`,
      );
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 1_000));
  }
  throw new Error(
    `The full-stack server did not answer 200 on ${url} within ${timeoutMs / 1000} s`,
  );
}

/**
 * The seeded full-stack server to measure: the one already running at PERF_FULLSTACK_ORIGIN, or
 * one started on `port` and waited for; `stop` stops the one started (the script's clean-up
 * does too, however it ends).
 */
export async function openFullstack(
  port: number,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const running = process.env.PERF_FULLSTACK_ORIGIN;
  if (running) return { origin: running, stop: async () => {} };
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Starting the full-stack server on ${origin} (build, FerretDB, seed)…`);
  const fullstack = startFullstack(port);
  registerCleanUp(() => stopFullstack(fullstack));
  await waitForHealth(fullstack, `${origin}/api/health`, FULLSTACK_START_MS);
  return { origin, stop: () => stopFullstack(fullstack) };
}

/** Signs the seeded subscriber in through the API; the six fields the app stores. */
export async function signIn(
  origin: string,
): Promise<Record<(typeof USER_FIELDS)[number], string>> {
  const response = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUBSCRIBER),
  });
  if (!response.ok)
    throw new Error(
      `Signing in as ${SUBSCRIBER.username} failed: ${response.status} ${await response.text()}`,
    );
  const body = (await response.json()) as Record<string, unknown>;
  const user = {} as Record<(typeof USER_FIELDS)[number], string>;
  for (const field of USER_FIELDS) {
    const value = body[field];
    if (typeof value !== 'string' || value === '')
      throw new Error(`The login answer has no ${field}: ${JSON.stringify(body)}`);
    user[field] = value;
  }
  return user;
}
