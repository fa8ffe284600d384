import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { leads } from '@/db/schema';
import { enqueueOwnerEvent, kickNotificationWorker, startNotificationWorker } from '@/lib/notify';
import { leadEvent } from './store';

// What the operator does with a lead: restore a suspected one (it then alerts the owner, once) and
// move any lead through its follow-up status.

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

export type RestoreResult = 'restored' | 'not_suspected' | 'not_found';

/**
 * Moves a suspected lead to the main list and writes its owner alert in the same transaction.
 * Exactly once: the conditional UPDATE matches only while the lead is still suspected, so a second
 * click, or two operators at once, find nothing to do and write no second alert. The reasons are
 * kept, so the list can still say why it had been held.
 */
export async function restoreLead(id: string, opts: { db?: Db } = {}): Promise<RestoreResult> {
  const database = opts.db ?? (await getDb());
  const outcome = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ suspected: false })
      .where(and(eq(leads.id, id), eq(leads.suspected, true)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
      return { result: (exists ? 'not_suspected' : 'not_found') as RestoreResult, alerts: 0 };
    }
    const alerts = await enqueueOwnerEvent(tx, leadEvent(row.id, row));
    return { result: 'restored' as RestoreResult, alerts };
  });
  if (outcome.alerts > 0) {
    startNotificationWorker();
    kickNotificationWorker();
  }
  return outcome.result;
}

/** Sets the follow-up status; the time it changed moves only when the status does. */
export async function setLeadStatus(id: string, status: LeadStatus, opts: { db?: Db } = {}): Promise<boolean> {
  const database = opts.db ?? (await getDb());
  const rows = await database
    .update(leads)
    .set({
      status,
      statusChangedAt: sql`case when ${leads.status} = ${status} then ${leads.statusChangedAt} else now() end`,
    })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return rows.length > 0;
}
