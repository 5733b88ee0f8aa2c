/**
 * `npm run fuzz:api`: Schemathesis (from PyPI: `pip install schemathesis`) generates thousands
 * of requests from docs/openapi.json against the real server on FerretDB and stripe-mock, as the
 * subscriber persona, and fails on any 500, any status the contract does not document, and any
 * answer that breaks its response schema. Part of `npm test`; `npm run services` installs it.
 *   FUZZ_EXAMPLES (default 40 per operation), FUZZ_SEED (default fixed)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { loadConfig } from '../server/platform/config';
import { connectDatabase, syncIndexes } from '../server/platform/db';
import { createDeps } from '../server/platform/deps';
import { createLogger } from '../server/platform/logger';
import { resetDatabase } from './seed/demo-data';
import { testServerEnv } from '../tests/server/environment';
import { startServices } from './services/run';

/** Schemathesis from `npm run services` (.services/venv), else from the PATH. */
const local = join(import.meta.dirname, '../.services/venv/bin/st');
const st = existsSync(local) ? local : 'st';
const which = spawnSync(st, ['--version'], { encoding: 'utf8' });
if (which.status !== 0) {
  console.error(
    'Schemathesis is not installed: run `npm run services` (or pip install schemathesis)',
  );
  process.exit(2);
}

const services = await startServices();
let status: number;
try {
  const config = loadConfig({
    ...testServerEnv(services),
    STATIC_DIR: 'none',
    LOG_LEVEL: 'fatal',
  });
  const connection = await connectDatabase(config.MONGODB_URI, 'fuzz');
  const deps = createDeps(config, connection, createLogger(config.LOG_LEVEL));
  await syncIndexes(deps.models);
  await resetDatabase(deps.models);
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', () => done()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const login = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.com', password: 'Demo-pass1!' }),
  });
  const { token } = (await login.json()) as { token: string };
  // Asynchronous: the server answers from this very process while Schemathesis runs.
  const child = spawn(
    st,
    [
      'run',
      'docs/openapi.json',
      '--url',
      base,
      '-H',
      `Authorization: Bearer ${token}`,
      '--checks',
      'not_a_server_error,status_code_conformance,response_schema_conformance,content_type_conformance',
      // Signing out would revoke the token the rest of the run uses; the bank connection is
      // disabled on purpose (503) and Google sign-in has no client id here (503).
      '--exclude-path',
      '/user/logout',
      '--exclude-path',
      '/plaid/accounts',
      '--exclude-path',
      '/plaid/exchange-token',
      '--exclude-path',
      '/user/google-auth',
      '--max-examples',
      process.env.FUZZ_EXAMPLES ?? '40',
      '--workers',
      '1',
      // A fixed seed: the same requests on every run, so CI fails only for a real change.
      '--seed',
      process.env.FUZZ_SEED ?? '20261124',
    ],
    { stdio: 'inherit' },
  );
  status = await new Promise<number>((done) => child.once('exit', (code) => done(code ?? 1)));
  server.close();
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
} finally {
  await services.stop();
}
process.exit(status);
