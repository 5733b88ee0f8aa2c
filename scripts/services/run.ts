/**
 * Starts the real services that server tests, the full-stack browser tests, the fuzzer and the
 * benchmark run against (DESIGN.md section 8), on free loopback ports, each stopped and its data
 * removed when the run ends:
 *   MongoDB: MONGODB_URI when set; else FerretDB (built by scripts/services/install.sh) with its
 *   SQLite handler in a temporary folder in memory; else mongodb-memory-server.
 *   Stripe: STRIPE_API_URL when set; else stripe-mock.
 *   Mail: SMTP_URL with MAILPIT_API_URL when set; else Mailpit (SMTP in, its HTTP API to read
 *   what arrived), its mail in a temporary database it removes on exit.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import {
  freePort,
  freePorts,
  startService,
  tempDir,
  waitForPort,
  type Service,
} from '../lib/processes';

const ROOT = resolve(import.meta.dirname, '../..');
export const FERRETDB_VERSION = 'v1.24.2';

/** A binary from an environment variable, `.services/bin` or the PATH. */
export function findBinary(name: string, variable: string): string | null {
  const candidates = [
    process.env[variable],
    join(ROOT, '.services/bin', name),
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name)),
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export interface Running {
  /** `mongodb://127.0.0.1:<port>/` or `http://127.0.0.1:<port>`. */
  url: string;
  describe: string;
  /** The process, when this run started one (for its CPU figures). */
  service: Service | null;
  stop(): Promise<void>;
}

const INSTALL = 'build it with `npm run services` (needs Go)';

/**
 * Starts FerretDB on `port` with its SQLite files in `dataDir` (an existing folder) and waits
 * until it listens; errors only in its log. The fault test starts it again on the same folder.
 */
export async function launchFerretDb(dataDir: string, port: number): Promise<Service> {
  const binary = findBinary('ferretdb', 'FERRETDB_PATH');
  if (!binary) throw new Error(`FerretDB not found: ${INSTALL} or set FERRETDB_PATH`);
  const service = startService(
    'FerretDB',
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--telemetry=disable',
      '--debug-addr=-',
      // It warns about every command it does not implement (endSessions): errors only.
      '--log-level=error',
    ],
    { env: { DO_NOT_TRACK: '1' } },
  );
  await waitForPort(service, port);
  return service;
}

/**
 * FerretDB on a free port with a fresh SQLite folder: in memory (tmpfs) for tests, whose data
 * no one keeps (a test's reset of the seed took 0.34 s on disk, 0.17 s in memory, most of it
 * SQLite's syncs); on disk for the benchmarks, which measure what a deployment would see.
 */
export async function startFerretDb(place: 'disk' | 'memory' = 'disk'): Promise<Running> {
  const dataDir = await tempDir('ferretdb-', { in: place });
  const port = await freePort();
  const service = await launchFerretDb(dataDir, port);
  return {
    url: `mongodb://127.0.0.1:${port}/`,
    describe: `FerretDB ${FERRETDB_VERSION} (SQLite) on 127.0.0.1:${port}`,
    service,
    async stop() {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startMongo(): Promise<Running> {
  if (process.env.MONGODB_URI) {
    return {
      url: process.env.MONGODB_URI,
      describe: 'MongoDB at MONGODB_URI',
      service: null,
      stop: async () => undefined,
    };
  }
  if (findBinary('ferretdb', 'FERRETDB_PATH')) return startFerretDb('memory');
  let memory: {
    MongoMemoryServer: { create(): Promise<{ getUri(): string; stop(): Promise<boolean> }> };
  };
  try {
    memory = (await import(/* @vite-ignore */ 'mongodb-memory-server')) as typeof memory;
  } catch {
    throw new Error(`No MongoDB: set MONGODB_URI, or ${INSTALL}`);
  }
  const server = await memory.MongoMemoryServer.create();
  return {
    url: server.getUri(),
    describe: 'mongodb-memory-server',
    service: null,
    async stop() {
      await server.stop();
    },
  };
}

export async function startStripeMock(): Promise<Running> {
  if (process.env.STRIPE_API_URL) {
    return {
      url: process.env.STRIPE_API_URL,
      describe: 'Stripe at STRIPE_API_URL',
      service: null,
      stop: async () => undefined,
    };
  }
  const binary = findBinary('stripe-mock', 'STRIPE_MOCK_PATH');
  if (!binary) throw new Error(`stripe-mock not found: ${INSTALL} or set STRIPE_API_URL`);
  const port = await freePort();
  // Its HTTPS listener would take the fixed port 12112 unless given a free one too.
  const service = startService('stripe-mock', binary, [
    '-http-addr',
    `127.0.0.1:${port}`,
    '-https-addr',
    '127.0.0.1:',
  ]);
  await waitForPort(service, port);
  return {
    url: `http://127.0.0.1:${port}`,
    describe: `stripe-mock on 127.0.0.1:${port}`,
    service,
    stop: () => service.stop(),
  };
}

export interface RunningMail extends Running {
  /** `smtp://127.0.0.1:<port>`: where the server sends mail. */
  smtpUrl: string;
  /** `http://127.0.0.1:<port>`: Mailpit's web UI and API (`/api/v1/messages`). */
  apiUrl: string;
}

/** Mailpit on two free ports (SMTP and HTTP), or on the ports given, its mail in memory. */
export async function startMailpit(ports?: { smtp: number; http: number }): Promise<RunningMail> {
  if (process.env.SMTP_URL && process.env.MAILPIT_API_URL) {
    return {
      url: process.env.SMTP_URL,
      smtpUrl: process.env.SMTP_URL,
      apiUrl: process.env.MAILPIT_API_URL,
      describe: 'Mailpit at SMTP_URL and MAILPIT_API_URL',
      service: null,
      stop: async () => undefined,
    };
  }
  const binary = findBinary('mailpit', 'MAILPIT_PATH');
  if (!binary) throw new Error(`Mailpit not found: ${INSTALL} or set SMTP_URL and MAILPIT_API_URL`);
  const [smtpPort, httpPort] = ports
    ? [ports.smtp, ports.http]
    : ((await freePorts(2)) as [number, number]);
  const service = startService(
    'Mailpit',
    binary,
    [
      '--smtp',
      `127.0.0.1:${smtpPort}`,
      '--listen',
      `127.0.0.1:${httpPort}`,
      // No --database: Mailpit keeps the run's mail in a temporary file it removes on exit.
      '--smtp-disable-rdns',
      '--smtp-auth-accept-any',
      '--smtp-auth-allow-insecure',
      '--disable-version-check',
      '--quiet',
    ],
    { env: { MP_DISABLE_VERSION_CHECK: 'true' } },
  );
  await Promise.all([waitForPort(service, smtpPort), waitForPort(service, httpPort)]);
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  return {
    url: smtpUrl,
    smtpUrl,
    apiUrl: `http://127.0.0.1:${httpPort}`,
    describe: `Mailpit on 127.0.0.1:${smtpPort} (SMTP) and :${httpPort} (API)`,
    service,
    stop: () => service.stop(),
  };
}

export interface RunningServices {
  mongodbUri: string;
  stripeApiUrl: string;
  smtpUrl: string;
  mailpitApiUrl: string;
  describe: string[];
  stop(): Promise<void>;
}

export async function startServices(): Promise<RunningServices> {
  const [mongo, stripe, mail] = await Promise.all([
    startMongo(),
    startStripeMock(),
    startMailpit(),
  ]);
  return {
    mongodbUri: mongo.url,
    stripeApiUrl: stripe.url,
    smtpUrl: mail.smtpUrl,
    mailpitApiUrl: mail.apiUrl,
    describe: [mongo.describe, stripe.describe, mail.describe],
    async stop() {
      await Promise.all([mongo.stop(), stripe.stop(), mail.stop()]);
    },
  };
}
