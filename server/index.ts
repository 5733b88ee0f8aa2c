/**
 * The production server: reads the configuration, connects MongoDB, creates the indexes,
 * serves `/api` and the built SPA, runs the scheduled jobs, and on SIGTERM stops taking new
 * connections, finishes the requests in flight, then closes the database.
 */
import type { Server } from 'node:http';
import { createApp } from './app';
import type { SmtpReceiver } from './features/email/smtp';
import { ConfigError, loadConfig, startupProblems } from './platform/config';
import { backfillUserKeys, connectDatabase, syncIndexes } from './platform/db';
import { createDeps, startupFacts } from './platform/deps';
import { startJobs, type Jobs } from './platform/jobs';
import { createLogger } from './platform/logger';

const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const refused = startupProblems(config);
  if (refused.length > 0) {
    process.stderr.write(`${refused.join('\n')}\n`);
    process.exit(78); // EX_CONFIG
  }
  const logger = createLogger(config.LOG_LEVEL);
  const connection = await connectDatabase(config.MONGODB_URI);
  const deps = createDeps(config, connection, logger);
  await syncIndexes(deps.models);
  const backfilled = await backfillUserKeys(deps.models);
  if (backfilled > 0)
    logger.info({ users: backfilled }, 'users given their sign-up week and search pieces');
  let jobs: Jobs | null = null;
  if (config.RUN_JOBS && connection.db) jobs = await startJobs(deps, connection.db);

  let smtp: SmtpReceiver | null = null;
  if (config.SMTP_INBOUND_PORT !== undefined) {
    // Loaded only where the receiver runs: mailparser and smtp-server stay out of other starts.
    const { smtpReceiverOf } = await import('./features/email/smtp');
    smtp = smtpReceiverOf(deps);
    const host = config.SMTP_INBOUND_HOST ?? config.HOST;
    const port = await smtp.listen(config.SMTP_INBOUND_PORT, host);
    logger.info({ port, host, tls: Boolean(config.SMTP_TLS_CERT_FILE) }, 'smtp receiver listening');
  }

  const app = createApp(deps);
  // Express 5 calls back with the error when the port cannot be bound: the server then stops,
  // rather than log "listening" and run without taking a request.
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.PORT, config.HOST, (error?: Error) => {
      if (error) reject(error);
      else resolve(listening);
    });
  });
  logger.info({ port: config.PORT, ...startupFacts(deps) }, 'listening');
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('requests still open after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // The SMTP receiver stops taking mail at once; a session in progress gets a few seconds.
    const smtpClosed = smtp?.close();
    server.close(async (error) => {
      if (error) logger.error({ err: error }, 'server close failed');
      await smtpClosed;
      await jobs
        ?.stop()
        .catch((cause: unknown) => logger.error({ err: cause }, 'jobs stop failed'));
      await connection.close();
      logger.info('stopped');
      process.exit(error ? 1 : 0);
    });
    // Keep-alive connections would hold close() open: close each one as soon as it is idle,
    // which for a busy one is right after its answer.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
