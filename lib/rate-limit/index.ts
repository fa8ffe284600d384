import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { log } from '@/lib/log';

// Fixed-window counters in the database (rate_limits), so a limit holds across every app instance
// (nothing shared lives in process memory). One statement per call increments
// every window atomically — INSERT … ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count —
// so concurrent requests on several instances can never both see "one left".

export type Limit = { windowSeconds: number; max: number };
export type RateLimitResult = { ok: boolean; retryAfterSeconds: number };

const MAX_WINDOW_SECONDS = 7 * 86_400;
const RETENTION_SECONDS = MAX_WINDOW_SECONDS + 86_400;
const PRUNE_EVERY_MS = 10 * 60_000;

const g = globalThis as unknown as { __receptioRateLimitPrunedAt?: number };

/** Start of the fixed window containing `nowMs`, aligned on the epoch. */
export function windowStartMs(nowMs: number, windowSeconds: number): number {
  const w = windowSeconds * 1000;
  return Math.floor(nowMs / w) * w;
}

/**
 * Counts one hit for `key` in every window (inside the caller's transaction when `db` is one); ok is false when any window is over its max, and
 * retryAfterSeconds then says when the last exceeded window ends (whole seconds, ≥ 1).
 */
export async function consumeRateLimit(key: string, limits: Limit[], opts: { db?: Db; nowMs?: number } = {}): Promise<RateLimitResult> {
  if (limits.length === 0) return { ok: true, retryAfterSeconds: 0 };
  for (const l of limits) {
    if (!(l.windowSeconds > 0 && l.windowSeconds <= MAX_WINDOW_SECONDS) || !(l.max >= 0)) {
      throw new Error(`invalid rate limit ${JSON.stringify(l)}`);
    }
  }
  const db = opts.db ?? (await getDb());
  const now = opts.nowMs ?? Date.now();
  const rows = limits.map((l) => ({
    // The window length is part of the key so two limits with different windows never share a row.
    key: `${key}|${l.windowSeconds}`,
    windowStart: new Date(windowStartMs(now, l.windowSeconds)),
    count: 1,
  }));
  const counted = await db
    .insert(rateLimits)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });

  let retryAfterMs = 0;
  limits.forEach((l, i) => {
    const count = counted.find((c) => c.key === rows[i].key)?.count ?? 0;
    if (count > l.max) {
      const end = rows[i].windowStart.getTime() + l.windowSeconds * 1000;
      retryAfterMs = Math.max(retryAfterMs, end - now);
    }
  });
  scheduleRateLimitPrune(now);
  return retryAfterMs > 0
    ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { ok: true, retryAfterSeconds: 0 };
}

/**
 * Deletes windows long over, at most once every few minutes per process, off the request path and
 * outside the caller's transaction (which may be gone by the time this runs).
 */
export function scheduleRateLimitPrune(now: number = Date.now()) {
  if (g.__receptioRateLimitPrunedAt && now - g.__receptioRateLimitPrunedAt < PRUNE_EVERY_MS) return;
  g.__receptioRateLimitPrunedAt = now;
  void (async () => pruneRateLimits(await getDb(), now))().catch((err) =>
    log.warn({ error: err instanceof Error ? err.message : String(err) }, 'rate limit prune failed'),
  );
}

export async function pruneRateLimits(db: Db, nowMs: number = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(nowMs - RETENTION_SECONDS * 1000)));
}
