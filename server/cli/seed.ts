/** `npm run seed`: loads the demo personas into the database at MONGODB_URI. */
import { connectDatabase, registerModels, syncIndexes } from '../platform/db';
import { seedDatabase } from '../seed';

const uri = process.env.MONGODB_URI;
if (!uri) {
  process.stderr.write('MONGODB_URI is required: the database to load the demo personas into.\n');
  process.exit(78);
}
const connection = await connectDatabase(uri);
try {
  const models = registerModels(connection);
  await syncIndexes(models);
  const written = await seedDatabase(models);
  process.stdout.write(
    `Seeded ${written} records: demo@example.com / Demo-pass1!, new@example.com / Demo-pass1!, admin@example.com / Admin-pass1!\n`,
  );
} finally {
  await connection.close();
}
