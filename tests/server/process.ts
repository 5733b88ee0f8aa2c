/**
 * The production entry point (server/index.ts) as a child process, for the tests that need a
 * whole server process (its start, its shutdown, two of them on one database): started with
 * only the given environment, its output kept, killed after the test if still running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

export interface ServerProcess {
  child: ChildProcess;
  output: { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(TSX, ['--tsconfig', 'tsconfig.node.json', 'server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: tsx runs the server in a child process, which a kill of tsx
    // alone would leave running (holding its database and running its jobs).
    detached: true,
  });
  started.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output, exited };
}

/** Kills every process started, with the server tsx runs (an `afterEach` / `afterAll`). */
export function killServerProcesses(): void {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  }
}

export { freePort, freePorts } from '../../scripts/lib/processes';

export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 30_000,
  log = '',
): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${log}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
