/**
 * The database: one mongoose connection and every model registered on it. `createApp` takes the
 * connection, so tests give each file a database of its own.
 */
import mongoose, { type Connection } from 'mongoose';
import { adminModels } from '../features/admin/model';
import { authModels } from '../features/auth/model';
import { callModels } from '../features/calls/model';
import { emailModels } from '../features/email/model';
import { enrollmentModels } from '../features/enrollment/model';
import { planBuilderModels } from '../features/plan-builder/model';
import { profileModels } from '../features/profile/model';
import { timelineModels } from '../features/timeline/model';
import { tradelineModels } from '../features/tradelines/model';
import { rateLimitModels } from './rate-limit';

export function registerModels(connection: Connection) {
  return {
    ...authModels(connection),
    ...profileModels(connection),
    ...tradelineModels(connection),
    ...timelineModels(connection),
    ...planBuilderModels(connection),
    ...enrollmentModels(connection),
    ...emailModels(connection),
    ...adminModels(connection),
    ...callModels(connection),
    ...rateLimitModels(connection),
  };
}

export type Models = ReturnType<typeof registerModels>;

/** Connects and waits until the server answers; `dbName` overrides the URI's database. */
export async function connectDatabase(uri: string, dbName?: string): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    ...(dbName ? { dbName } : {}),
    serverSelectionTimeoutMS: 10_000,
    // Indexes are created explicitly (`syncIndexes`), not on every model compile.
    autoIndex: false,
    autoCreate: false,
  });
  await connection.asPromise();
  return connection;
}

/** Creates every collection's indexes (unique email, tradelines by user, events by tradeline…). */
export async function syncIndexes(models: Models): Promise<void> {
  for (const model of Object.values(models)) {
    await model.createCollection().catch((error: unknown) => {
      // NamespaceExists: another instance created it first.
      if ((error as { code?: number }).code !== 48) throw error;
    });
    await model.createIndexes();
  }
}
