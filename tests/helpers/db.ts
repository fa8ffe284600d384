import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, attachDatabase, type Handle } from '@/db/client';

// Every integration suite runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set
// (.ci/run starts a private cluster and sets it). Use it as:
//   describe.each(testDatabases())('leads on %s', (kind) => { const h = useTestDb(kind); ... })

export type DbKind = 'pglite' | 'postgres';

export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database; on Postgres a throw-away database on the test cluster. */
async function createTestDb(kind: DbKind): Promise<Handle> {
  if (kind === 'pglite') return openPglite(undefined);
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const a = new Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Opens a fresh DB before the suite, makes the app use it, closes it after. */
export function useTestDb(kind: DbKind) {
  const ref: { handle?: Handle } = {};
  beforeAll(async () => {
    ref.handle = await createTestDb(kind);
    attachDatabase(ref.handle);
  });
  afterAll(async () => {
    attachDatabase(undefined);
    await ref.handle?.close();
  });
  return {
    get db() {
      if (!ref.handle) throw new Error('test database not open yet');
      return ref.handle.db;
    },
  };
}
