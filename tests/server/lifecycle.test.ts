/**
 * The production entry point (server/index.ts) as a process: a bad configuration stops it with
 * a message and exit code 78; started, it serves /api/health, schedules the weekly-summaries
 * job in MongoDB, and on SIGTERM finishes a request in flight before exiting 0.
 */
import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import mongoose from 'mongoose';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  freePort,
  freePorts,
  killServerProcesses,
  startServerProcess as start,
  until,
} from './process';
import './provided';

afterEach(killServerProcesses);

const databaseUri = (name: string) => `${inject('mongodbUri').replace(/\/$/, '')}/${name}`;

/** A production start on `port` against the database `name`, its mail to the tests' Mailpit. */
const serverEnv = (port: number, name: string, env: Record<string, string> = {}) => ({
  MONGODB_URI: databaseUri(name),
  PORT: String(port),
  HOST: '127.0.0.1',
  STATIC_DIR: 'no-static-files',
  RUN_JOBS: 'false',
  IDEMPOTENCY_SECRET: 'lifecycle-test-idempotency-secret-0000',
  // Production (the default) refuses to start without mail: the tests' Mailpit.
  SMTP_URL: inject('smtpUrl'),
  ...env,
});

describe('server/index.ts', () => {
  it('stops with exit code 78 and names every bad variable', async () => {
    const { output, exited } = start({
      MONGODB_URI: 'http://not-mongo',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    expect(await exited).toBe(78);
    expect(output.stderr).toContain('MONGODB_URI must start with mongodb:// or mongodb+srv://');
    expect(output.stderr).toContain('STRIPE_PRICE_BASE is required when STRIPE_SECRET_KEY is set');
  });

  it('stops with exit code 1 when its port is taken, never saying it listens', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(port, '127.0.0.1', () => done()));
    try {
      const { output, exited } = start(serverEnv(port, 'lifecycle_taken'));
      expect(await exited, JSON.stringify(output)).toBe(1);
      expect(output.stderr).toContain('The server could not start');
      expect(output.stderr).toContain('EADDRINUSE');
      expect(output.stdout).not.toContain('"msg":"listening"');
    } finally {
      await new Promise<void>((done) => holder.close(() => done()));
    }
  }, 60_000);

  it('serves, schedules the weekly job, and finishes a request in flight on SIGTERM', async () => {
    const port = await freePort();
    const dbName = `lifecycle_${randomUUID().slice(0, 8)}`;
    const uri = databaseUri(dbName);
    const { child, output, exited } = start(serverEnv(port, dbName, { RUN_JOBS: 'true' }));
    await until(
      () => output.stdout.includes('"msg":"listening"'),
      'the server to listen',
      30_000,
      JSON.stringify(output),
    );
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });

    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      const job = await connection.db!.collection('jobs').findOne({ name: 'weekly-summaries' });
      expect(job?.repeatInterval).toBe('0 6 * * 1');
      const next = new Date(job?.nextRunAt as Date);
      expect(next.getUTCDay()).toBe(1);
      expect(next.getUTCHours()).toBe(6);
    } finally {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    }

    // A request whose body is still arriving when SIGTERM comes must still be answered.
    const body = JSON.stringify({
      email: 'in.flight@example.com',
      plan: JSON.stringify({
        basePlan: 'basic',
        premiumFeatures: [],
        timestamp: new Date().toISOString(),
      }),
    });
    const socket = new Socket();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((done) => socket.connect(port, '127.0.0.1', () => done()));
    socket.write(
      `POST /api/interest HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((wait) => setTimeout(wait, 200));
    child.kill('SIGTERM');
    await until(
      () => output.stdout.includes('shutting down'),
      'the shutdown to begin',
      10_000,
      JSON.stringify(output),
    );
    socket.write(body.slice(20));
    await until(() => answer.includes('\r\n\r\n'), 'the answer', 10_000, JSON.stringify(output));
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(await exited, JSON.stringify(output)).toBe(0);
    expect(output.stdout).toContain('"msg":"stopped"');
    socket.destroy();
  }, 60_000);

  it('starts the SMTP receiver on SMTP_INBOUND_PORT, and stops it on SIGTERM', async () => {
    const [port, smtpPort] = (await freePorts(2)) as [number, number];
    const dbName = `lifecycle_${randomUUID().slice(0, 8)}`;
    const { child, output, exited } = start(
      serverEnv(port, dbName, {
        SMTP_INBOUND_PORT: String(smtpPort),
        SMTP_INBOUND_NAME: 'mx.selfsettle.example',
      }),
    );
    await until(
      () => output.stdout.includes('"msg":"listening"'),
      'the server to listen',
      30_000,
      JSON.stringify(output),
    );
    expect(output.stdout).toContain('"msg":"smtp receiver listening"');
    const socket = new Socket();
    let greeting = '';
    socket.on('data', (chunk: Buffer) => (greeting += chunk.toString()));
    await new Promise<void>((done) => socket.connect(smtpPort, '127.0.0.1', () => done()));
    await until(() => greeting.includes('\r\n'), 'the SMTP greeting', 10_000);
    expect(greeting).toMatch(/^220 mx\.selfsettle\.example ESMTP SelfSettle inbound mail/);
    socket.end('QUIT\r\n');
    child.kill('SIGTERM');
    expect(await exited, JSON.stringify(output)).toBe(0);
    const connection = await mongoose.createConnection(databaseUri(dbName)).asPromise();
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
  }, 60_000);
});
