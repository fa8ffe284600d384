import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, MIGRATIONS_DIR } from '@/db/client';

// GET /api/health: is the database reachable, and which migration is the schema at?
// drizzle records each applied migration in drizzle.__drizzle_migrations (hash of the SQL file,
// created_at = the journal's "when"); the journal maps that back to the readable tag.

export type Health =
  | { status: 'ok'; database: 'up'; migration: { tag: string | null; hash: string; appliedCount: number; expectedCount: number } }
  | { status: 'error'; database: 'down' };

const CHECK_TIMEOUT_MS = 3000;

type JournalEntry = { idx: number; when: number; tag: string };

function journal(): JournalEntry[] {
  try {
    const raw = fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
    return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
  } catch {
    return [];
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

async function probe() {
  const db = await getDb();
  const result = (await db.execute(
    sql`select hash, created_at, (select count(*) from drizzle.__drizzle_migrations) as n from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { hash: string; created_at: string | number; n: string | number }[] };
  return result.rows[0];
}

/** Never throws: a failure is reported as database 'down' (and logged by the caller). */
export async function checkHealth(onError?: (err: unknown) => void): Promise<Health> {
  try {
    const row = await withTimeout(probe(), CHECK_TIMEOUT_MS);
    const entries = journal();
    const when = row ? Number(row.created_at) : NaN;
    const tag = entries.find((e) => e.when === when)?.tag ?? null;
    return {
      status: 'ok',
      database: 'up',
      migration: { tag, hash: row?.hash ?? '', appliedCount: Number(row?.n ?? 0), expectedCount: entries.length },
    };
  } catch (err) {
    onError?.(err);
    return { status: 'error', database: 'down' };
  }
}
