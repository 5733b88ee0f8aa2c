/**
 * Starts the real server for a test file: `createApp` on a database of the file's own, against
 * the run's MongoDB (FerretDB) and stripe-mock, listening on a free loopback port. Logs are
 * kept in memory so tests can read them.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createApp } from '../../server/app';
import { createGoogleIdentity } from '../../server/adapters/google';
import { hashToken } from '../../server/platform/auth';
import { loadConfig } from '../../server/platform/config';
import { connectDatabase, syncIndexes } from '../../server/platform/db';
import { createDeps, type AppDeps } from '../../server/platform/deps';
import { createLogger } from '../../server/platform/logger';
import { resetDatabase } from '../../scripts/seed/demo-data';
import { testServerEnv } from './environment';
import { TEST_GOOGLE_CERTIFICATES, TEST_GOOGLE_CLIENT_ID } from './google-keys';
import { providedServices } from './provided';
import { watchWrites } from './write-log';

export { TEST_INBOUND_SECRET, TEST_WEBHOOK_SECRET } from './environment';

export interface TestServer {
  baseUrl: string;
  deps: AppDeps;
  /** Every log line written so far, as text. */
  logs: string[];
  /** Every change the server (or a test through `deps`) made to the database so far. */
  writes(): readonly string[];
  /** Moves the server's clock; `null` goes back to real time. */
  setNow(now: Date | null): void;
  reset(): Promise<void>;
  /** A stored session of the user that expired a minute ago. */
  expiredToken(userId: string): Promise<string>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of the test configuration. */
  env?: Record<string, string>;
  overrides?: Partial<Pick<AppDeps, 'billing' | 'google' | 'summarizer' | 'telephony'>>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    ...testServerEnv(providedServices()),
    ...options.env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(config.LOG_LEVEL, sink);
  const dbName = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const connection = await connectDatabase(config.MONGODB_URI, dbName, undefined, {
    monitorCommands: true,
  });
  const writes = watchWrites(connection);
  let fixedNow: Date | null = null;
  const deps = createDeps(config, connection, logger, {
    clock: () => (fixedNow ? new Date(fixedNow) : new Date()),
    google: createGoogleIdentity({
      clientId: TEST_GOOGLE_CLIENT_ID,
      certificates: TEST_GOOGLE_CERTIFICATES,
    }),
    ...options.overrides,
  });
  await syncIndexes(deps.models);
  await resetDatabase(deps.models);
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', () => done()));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    deps,
    logs,
    writes,
    setNow(now) {
      fixedNow = now;
    },
    reset: () => resetDatabase(deps.models, deps.clock()),
    async expiredToken(userId) {
      const token = `expired-${randomUUID()}`;
      const user = await deps.models.User.findById(userId).lean();
      await deps.models.Session.create({
        _id: hashToken(token),
        user_id: userId,
        username: user?.username ?? 'unknown',
        email: user?.email ?? 'unknown@example.com',
        role: user?.role ?? 'user',
        expires_at: new Date(Date.now() - 60_000),
      });
      return token;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    },
  };
}
