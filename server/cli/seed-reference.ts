/**
 * `npm run seed:reference` (from source) or `node dist-server/seed-reference.js` (production):
 * loads the reference data (the creditor pick list) into the database at MONGODB_URI.
 */
import { connectDatabase, registerModels, syncIndexes } from '../platform/db';
import { seedReferenceData } from '../reference';

const uri = process.env.MONGODB_URI;
if (!uri) {
  process.stderr.write('MONGODB_URI is required: the database to load the reference data into.\n');
  process.exit(78);
}
const connection = await connectDatabase(uri);
try {
  const models = registerModels(connection);
  await syncIndexes(models);
  const creditors = await seedReferenceData(models);
  process.stdout.write(`Loaded the reference data: ${creditors} creditors.\n`);
} finally {
  await connection.close();
}
