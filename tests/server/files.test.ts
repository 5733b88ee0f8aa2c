import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase } from '../../server/platform/db';
import { gridFsFiles } from '../../server/platform/files';
import type { FileStore } from '../../src/shared/store/files';
import { describeFileStore } from '../store/files-suite';
import './provided';

let connection: Connection;
let files: FileStore;

beforeAll(async () => {
  connection = await connectDatabase(inject('mongodbUri'), `files_${randomUUID().slice(0, 8)}`);
  files = gridFsFiles(connection);
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describeFileStore('GridFS (FerretDB)', () => files);
