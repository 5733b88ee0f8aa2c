/**
 * `npm run seed`: loads the demo personas into the database at MONGODB_URI. Demo accounts
 * with known passwords have no place in production: with NODE_ENV=production it refuses
 * unless `--demo` is given (a demo deployment). The creditor list alone is
 * `npm run seed:reference`.
 */
import { connectDatabase, registerModels, syncIndexes } from '../../server/platform/db';
import { seedDatabase } from './demo-data';

/** Why the demo seed must not run here, or null. */
function demoSeedRefusal(env: NodeJS.ProcessEnv, args: readonly string[]): string | null {
  if (!env.MONGODB_URI)
    return 'MONGODB_URI is required: the database to load the demo personas into.';
  if (env.NODE_ENV === 'production' && !args.includes('--demo')) {
    return 'NODE_ENV is production: the demo personas (accounts with known passwords) are not loaded. Use `npm run seed:reference` for the creditor list, or pass --demo for a demo deployment.';
  }
  return null;
}

const refusal = demoSeedRefusal(process.env, process.argv.slice(2));
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(78);
}
const connection = await connectDatabase(process.env.MONGODB_URI!);
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
