import { consumeRateLimit, pruneRateLimits } from '@/lib/rate-limit';
import { rateLimits } from '@/db/schema';
import { testDatabases, useTestDb } from '@/tests/helpers/db';

describe.each(testDatabases())('consumeRateLimit on %s', (kind) => {
  const t = useTestDb(kind);
  const limits = [
    { windowSeconds: 60, max: 3 },
    { windowSeconds: 86_400, max: 5 },
  ];

  it('allows up to max per window, then refuses with the time left in the window', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 10); // 10 s into a minute
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit('a', limits, { nowMs: now })).ok).toBe(true);
    const refused = await consumeRateLimit('a', limits, { nowMs: now });
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 50 });
    // next minute: the minute window resets, the day window keeps counting (4 hits so far)
    const later = now + 60_000;
    expect((await consumeRateLimit('a', limits, { nowMs: later })).ok).toBe(true); // 5th in the day
    const dayOver = await consumeRateLimit('a', limits, { nowMs: later });
    expect(dayOver.ok).toBe(false);
    expect(dayOver.retryAfterSeconds).toBeGreaterThan(3600);
  });

  it('keeps keys apart', async () => {
    const now = Date.UTC(2026, 0, 2);
    for (let i = 0; i < 3; i++) await consumeRateLimit('b', limits, { nowMs: now });
    expect((await consumeRateLimit('b', limits, { nowMs: now })).ok).toBe(false);
    expect((await consumeRateLimit('c', limits, { nowMs: now })).ok).toBe(true);
  });

  it('is atomic under concurrency: exactly max of many parallel hits pass', async () => {
    const now = Date.UTC(2026, 0, 3);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => consumeRateLimit('burst', [{ windowSeconds: 60, max: 7 }], { nowMs: now })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
  });

  it('prunes windows long over', async () => {
    await consumeRateLimit('old', [{ windowSeconds: 60, max: 1 }], { nowMs: Date.UTC(2020, 0, 1) });
    await pruneRateLimits(t.db, Date.UTC(2026, 0, 4));
    const rows = await t.db.select().from(rateLimits);
    expect(rows.some((r) => r.key.startsWith('old|'))).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('rejects nonsense limits', async () => {
    await expect(consumeRateLimit('x', [{ windowSeconds: 0, max: 1 }])).rejects.toThrow();
  });
});
