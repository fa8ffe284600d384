// `npm run db:migrate`: applies the checked-in migrations (db/migrations) to DATABASE_URL, then
// prints the schema's migration. Run it once per deploy, before starting (or restarting) the app
// instances: instances also migrate on first use, but several doing so at the same moment would
// race on the same CREATE statements.
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, openPostgres } from '@/db/client';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'db:migrate: set DATABASE_URL=postgres://user:password@host:5432/dbname (the embedded PGlite database migrates itself at start).',
  );
  process.exit(2);
}

const started = Date.now();
try {
  const handle = await openPostgres(url, { max: 1 });
  const { sql } = await import('drizzle-orm');
  const result = (await handle.db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as {
    rows: { hash: string; created_at: string }[];
  };
  await handle.close();
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const latest = result.rows[0];
  const tag = journal.entries.find((e) => e.when === Number(latest?.created_at))?.tag ?? '(unknown)';
  console.log(`db:migrate: ok in ${Date.now() - started} ms — schema at ${tag} (${journal.entries.length} migrations in db/migrations)`);
} catch (err) {
  console.error(`db:migrate: failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
