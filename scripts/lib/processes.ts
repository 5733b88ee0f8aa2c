/**
 * Child processes and temporary folders for scripts and test set-ups, each registered for clean-up so
 * that nothing outlives the run: not on success, not on an error, not on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type CleanUp = () => Promise<void>;
let interruptedBy: string | null = null;

/** The signal that stopped the run, if one did: failures after it are its consequence. */
export function interrupted(): string | null {
  return interruptedBy;
}

const cleanUps: CleanUp[] = [];
let cleaning: Promise<void> | null = null;

/** Runs every registered clean-up once, newest first. */
export function cleanUpAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) {
      await cleanUp().catch((error: unknown) =>
        process.stderr.write(`clean-up failed: ${String(error)}\n`),
      );
    }
  })();
  return cleaning;
}

/**
 * Ctrl-C, SIGTERM and SIGHUP clean up, then exit with the conventional 128 + signal. Later
 * signals are ignored while cleaning: Ctrl-C reaches this process twice (from the terminal and
 * relayed by tsx), and the default action of the second would cut the clean-up short.
 */
export function cleanUpOnSignals(): void {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (interruptedBy) return;
      interruptedBy = signal;
      process.stderr.write(`\n${signal}: stopping the processes it started…\n`);
      void cleanUpAll().finally(() => process.exit(code));
    });
  }
}

/**
 * A script's last lines: cleans up on signals, runs `main`, prints what it threw (exit code 1)
 * and stops whatever it started, however it ends.
 */
export async function runScript(main: () => Promise<void>): Promise<void> {
  cleanUpOnSignals();
  try {
    await main();
  } catch (error) {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  } finally {
    await cleanUpAll();
  }
}

/**
 * A benchmark's last lines: cleans up on signals, runs `main`, says why it failed (unless a
 * signal stopped it), stops whatever it started and exits with `main`'s code (2 when it threw).
 */
export async function runBenchmark(name: string, main: () => Promise<number>): Promise<never> {
  cleanUpOnSignals();
  let exitCode = 2;
  try {
    exitCode = await main();
  } catch (error) {
    if (!interrupted()) {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  } finally {
    await cleanUpAll();
  }
  process.exit(exitCode);
}

/** Runs `cleanUp` when the benchmark ends, however it ends. */
export function registerCleanUp(cleanUp: CleanUp): void {
  cleanUps.push(cleanUp);
}

/**
 * A fresh folder removed when the run ends; `in: 'memory'` puts it on the machine's tmpfs
 * (/dev/shm, when there is one), for data no run keeps.
 */
export async function tempDir(
  prefix: string,
  options: { in?: 'disk' | 'memory' } = {},
): Promise<string> {
  const base = options.in === 'memory' && existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const dir = await mkdtemp(join(base, prefix));
  cleanUps.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * `count` different free loopback ports: all are held at once while they are picked, since a port
 * freed by one probe may be the one the kernel hands the next (two calls in a row once gave a
 * server and its SMTP receiver the same port).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((done, fail) => {
          const probe = createServer();
          probe.once('error', fail);
          probe.listen(0, '127.0.0.1', () => done(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise<void>((done) => probe.close(() => done()))));
  return ports;
}

/** One free loopback port. */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

export interface Service {
  name: string;
  child: ChildProcess;
  /** The last few KB of its output, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Stops a child with SIGTERM, then SIGKILL after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a long-running process; it is stopped by `cleanUpAll` if not before. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Service {
  let output = '';
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('error', (error) => keep(Buffer.from(`${name}: ${error.message}\n`)));
  const stop = () => stopChild(child);
  cleanUps.push(stop);
  return { name, child, output: () => output, stop };
}

function exited(service: Service): boolean {
  return service.child.exitCode !== null || service.child.signalCode !== null;
}

function failure(service: Service, what: string): Error {
  return new Error(`${service.name} ${what}:\n${service.output().trim()}`);
}

/** Resolves once the port accepts connections; fails when the service exits or 30 s pass. */
export async function waitForPort(service: Service, port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited(service)) throw failure(service, `exited (code ${service.child.exitCode})`);
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
  throw failure(service, `did not listen on port ${port} within 30 s`);
}

/** Resolves once `url` answers 200; fails when the service exits or 30 s pass. */
export async function waitForHttp(
  service: Service,
  url: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(service)) throw failure(service, `exited (code ${service.child.exitCode})`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw failure(service, `did not answer 200 on ${url} within ${timeoutMs / 1000} s`);
}

/** Runs a command to completion with its output shown; rejects on a non-zero exit. */
export function runVisible(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    cleanUps.push(() => stopChild(child));
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc; null off Linux. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
