import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { leads } from '@/db/schema';

// GDPR storage limitation: a suspected lead nobody restored is kept only long enough for the
// operator to look (LEAD_SUSPECTED_RETENTION_DAYS), then deleted by the notification worker's sweep
// (lib/notify/outbox.ts). Trusted and restored leads are never touched here.

/** Deletes suspected leads created more than `days` days before `nowMs`; returns how many. */
export async function purgeSuspectedLeads(db: Db, days: number, nowMs: number = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - days * 86_400_000);
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.suspected, true), lt(leads.createdAt, cutoff)))
    .returning({ id: leads.id });
  return deleted.length;
}
