/**
 * Production holds no demo accounts (issue 16, point 6): the production bundle (dist-server/)
 * contains no persona password and no code from mocks/; the reference data (creditors) loads
 * on its own from the bundle; the demo seed refuses NODE_ENV=production unless --demo.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildPersonas, PERSONAS } from '../../mocks/personas';
import { REFERENCE_CREDITORS } from '../../src/features/tradelines/model/creditors';
import { connectDatabase } from '../../server/platform/db';
import './provided';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'dist-server');

/** The run's MongoDB with a database of this test's own. */
function databaseUri(name: string): string {
  const url = new URL(inject('mongodbUri'));
  url.pathname = `/${name}`;
  return url.toString();
}

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const dbName = `seed_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const uri = () => databaseUri(dbName);
let connection: Awaited<ReturnType<typeof connectDatabase>>;
const count = (collection: string) => connection.db!.collection(collection).countDocuments();

beforeAll(async () => {
  connection = await connectDatabase(inject('mongodbUri'), dbName);
});
afterAll(async () => {
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
});

describe('the production server bundle', () => {
  beforeAll(() => {
    const built = run('npm', ['run', '-s', 'build:server'], {});
    expect(built.status, built.out).toBe(0);
  }, 180_000);

  it('contains no persona password and nothing from mocks/', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      statSync(join(outDir, file)).isFile(),
    );
    expect(files).toContain('index.js');
    expect(files).toContain('seed-reference.js');
    const passwords = [...new Set(Object.values(PERSONAS).map((persona) => persona.password))];
    expect(passwords.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const text = readFileSync(join(outDir, file), 'utf8');
      for (const password of passwords) {
        expect(text.includes(password), `${password} in dist-server/${file}`).toBe(false);
      }
      if (file.endsWith('.map')) {
        const sources = (JSON.parse(text) as { sources: string[] }).sources;
        expect(sources.filter((source) => source.includes('mocks/'))).toEqual([]);
      }
    }
  });

  it('loads the creditor list, and only that, with seed-reference.js (twice is harmless)', async () => {
    for (let time = 0; time < 2; time += 1) {
      const loaded = run('node', ['dist-server/seed-reference.js'], {
        NODE_ENV: 'production',
        MONGODB_URI: uri(),
      });
      expect(loaded.status, loaded.out).toBe(0);
    }
    expect(await count('creditors')).toBe(REFERENCE_CREDITORS.length);
    expect(await count('users')).toBe(0);
  });
});

describe('npm run seed (the demo personas)', () => {
  const seed = (env: Record<string, string>, ...args: string[]) =>
    run('npx', ['tsx', '--tsconfig', 'tsconfig.node.json', 'scripts/seed/demo.ts', ...args], {
      MONGODB_URI: uri(),
      ...env,
    });

  it('refuses with NODE_ENV=production and writes nothing', async () => {
    const refused = seed({ NODE_ENV: 'production' });
    expect(refused.status, refused.out).toBe(78);
    expect(refused.out).toContain('NODE_ENV is production');
    expect(await count('users')).toBe(0);
  });

  it('loads the personas with NODE_ENV=production only when --demo is given', async () => {
    const seeded = seed({ NODE_ENV: 'production' }, '--demo');
    expect(seeded.status, seeded.out).toBe(0);
    expect(await count('users')).toBe(buildPersonas(new Date()).users.length);
    // Records keep the personas' own times (a subscription and bank account from weeks ago),
    // not the moment of seeding.
    const day = 86_400_000;
    for (const collection of ['subscriptions', 'payment_methods', 'tradelines']) {
      const oldest = await connection
        .db!.collection<{ created_at: Date }>(collection)
        .find()
        .sort({ created_at: 1 })
        .limit(1)
        .next();
      expect(oldest?.created_at, collection).toBeInstanceOf(Date);
      expect(Date.now() - oldest!.created_at.getTime(), collection).toBeGreaterThan(day);
    }
  });
});
