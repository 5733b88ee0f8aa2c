import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase } from '../../server/platform/db';
import { mongoCollection } from '../../server/platform/store';
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
      // Kept lower-cased, as users' `email_key`: text searches on it use its index.
      owner: { type: String, lowercase: true, index: true },
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
