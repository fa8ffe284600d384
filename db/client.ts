import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getConfig } from '@/lib/config';
import * as schema from './schema';

// The app's one database handle: PGlite under PGLITE_DIR by default (no server, no keys),
// PostgreSQL through pg when DATABASE_URL is set. Both speak the same dialect and run the same
// checked-in migrations, applied once per process before the first query.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Handle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'db', 'migrations');

/** Arbitrary constant naming our migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 724_311_201;

const globalForDb = globalThis as unknown as { __receptioDb?: Promise<Handle>; __receptioDbOverride?: Handle };

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Several instances starting together on one database would race on the same migrations
  // (drizzle's migrator takes no lock): a session advisory lock runs them one at a time, and the
  // later ones find nothing left to do.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(lockClient, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function openPglite(dataDir: string | undefined): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Knowledge search folds accents with unaccent (db/migrations/0003): PGlite ships it as a
  // contrib extension that must be loaded into the client before `create extension` can run.
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  if (dataDir) {
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    assertUsableDataDir(dataDir);
  }
  const extensions = { unaccent };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

// A data directory left half-made by a killed first start fails forever with an obscure error;
// say what happened and how to fix it instead.
function assertUsableDataDir(dataDir: string) {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new Error(
      `PGLITE_DIR ${dir} exists but is not a database (no PG_VERSION). ` +
        'It was probably left half-made by an interrupted first start: delete it and start again.',
    );
  }
}

function openFromConfig(): Promise<Handle> {
  const config = getConfig();
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.PGLITE_DIR);
}

/** The shared handle; opened (and migrated) on first use. A failed open is not cached. */
export function getHandle(): Promise<Handle> {
  if (globalForDb.__receptioDbOverride) return Promise.resolve(globalForDb.__receptioDbOverride);
  if (!globalForDb.__receptioDb) {
    globalForDb.__receptioDb = openFromConfig().catch((err) => {
      globalForDb.__receptioDb = undefined;
      throw err;
    });
  }
  return globalForDb.__receptioDb;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

/** Closes the shared handle (graceful shutdown). */
export async function closeDb() {
  const pending = globalForDb.__receptioDb;
  globalForDb.__receptioDb = undefined;
  if (pending) await (await pending).close();
}

/**
 * Runs the app against a database the caller opened itself (`undefined` goes back to the configured
 * one): integration tests, evals and benchmarks each bring an in-memory PGlite or a test PostgreSQL.
 */
export function attachDatabase(handle: Handle | undefined) {
  globalForDb.__receptioDbOverride = handle;
}
