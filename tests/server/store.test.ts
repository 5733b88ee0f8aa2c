import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, registerModels } from '../../server/platform/db';
import { mongoCollection } from '../../server/platform/store';
import type { IdempotencyRecord } from '../../src/shared/store/records';
import { describeIdempotency } from '../store/idempotency-suite';
import { describePort, type Thing } from '../store/port-suite';
import './provided';

let connection: Connection;
let model: Model<never>;

beforeAll(async () => {
  connection = await connectDatabase(inject('mongodbUri'), `store_${randomUUID().slice(0, 8)}`);
  const schema = new Schema(
    {
      _id: String,
      name: { type: String, required: true, unique: true },
      owner: String,
      n: Number,
      at: Date,
      tags: [String],
      note: { type: String, default: null },
    },
    { versionKey: false },
  );
  model = connection.model('Thing', schema, 'things') as unknown as Model<never>;
  await model.createCollection();
  await model.createIndexes();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describePort('MongoDB (FerretDB)', {
  async things() {
    await model.deleteMany({});
    return mongoCollection<Thing>(model);
  },
});

describeIdempotency('MongoDB (FerretDB)', {
  async keys() {
    const model = registerModels(connection).IdempotencyKey;
    await model.createCollection().catch(() => undefined);
    await model.deleteMany({});
    return mongoCollection<IdempotencyRecord>(model as unknown as Model<never>);
  },
});
