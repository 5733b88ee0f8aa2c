/**
 * The server's storage port (every collection and the files bucket) on a database of this test
 * file's own, made before its tests and dropped after them: for the storage suites shared with
 * the mock store (tests/store).
 */
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, registerModels, syncIndexes } from '../../server/platform/db';
import { gridFsFiles } from '../../server/platform/files';
import { createMongoStore } from '../../server/platform/store';
import './provided';

/** The store, once made, for a suite's fixture; `prefix` names the database. */
export function throwawayStore<S>(prefix: string): () => Promise<S> {
  let connection: Connection;
  let store: S;
  beforeAll(async () => {
    connection = await connectDatabase(
      inject('mongodbUri'),
      `${prefix}_${randomUUID().slice(0, 8)}`,
    );
    const models = registerModels(connection);
    await syncIndexes(models);
    store = { ...createMongoStore(models), files: gridFsFiles(connection) } as unknown as S;
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });
  return async () => store;
}
