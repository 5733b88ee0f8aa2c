import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, registerModels, syncIndexes } from '../../server/platform/db';
import { gridFsFiles } from '../../server/platform/files';
import { createMongoStore } from '../../server/platform/store';
import { describeDeferredReplan, type ReplanStore } from '../store/replan-suite';
import './provided';

let connection: Connection;
let store: ReplanStore;

beforeAll(async () => {
  connection = await connectDatabase(inject('mongodbUri'), `replan_${randomUUID().slice(0, 8)}`);
  const models = registerModels(connection);
  await syncIndexes(models);
  store = {
    ...createMongoStore(models),
    files: gridFsFiles(connection),
  } as unknown as ReplanStore;
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describeDeferredReplan('MongoDB (FerretDB)', { store: async () => store });
