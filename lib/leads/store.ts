import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { leads } from '@/db/schema';
import { enqueueOwnerEvent, kickNotificationWorker, startNotificationWorker } from '@/lib/notify';
import type { OwnerEvent } from '@/lib/notify';
import type { LeadLocale } from './schema';

export type NewLead = {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  phoneE164: string | null;
  website: string | null;
  message: string | null;
  locale: LeadLocale;
  idempotencyKey: string | null;
};

export type StoredLead = typeof leads.$inferSelect;

/** The owner alert for a new lead (webhook JSON / e-mail body). */
export function leadEvent(id: string, lead: NewLead): OwnerEvent {
  return {
    kind: 'lead',
    title: `New lead: ${lead.companyName}`,
    summary: `${lead.contactName} (${lead.companyName}) asks to be contacted: ${lead.phoneE164 ?? lead.phone}, ${lead.email}.`,
    data: {
      id,
      companyName: lead.companyName,
      contactName: lead.contactName,
      email: lead.email,
      phone: lead.phone,
      phoneE164: lead.phoneE164,
      website: lead.website,
      message: lead.message,
      locale: lead.locale,
    },
  };
}

/**
 * Stores the lead and its owner alert in one transaction, exactly once per idempotency key: a
 * replay (sequential or concurrent) gets the id of the first lead and writes nothing. The unique
 * index decides races — a concurrent insert with the same key waits for the first to commit, then
 * does nothing, and the follow-up read sees the committed row.
 */
export async function createLead(lead: NewLead, db?: Db): Promise<{ id: string; created: boolean }> {
  const database = db ?? (await getDb());
  const result = await database.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    if (inserted.length === 1) {
      const alerts = await enqueueOwnerEvent(tx, leadEvent(inserted[0].id, lead));
      return { id: inserted[0].id, created: true, alerts };
    }
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.idempotencyKey, lead.idempotencyKey!));
    if (!existing) throw new Error('idempotency conflict without a stored lead');
    return { id: existing.id, created: false, alerts: 0 };
  });
  if (result.alerts > 0) {
    startNotificationWorker();
    kickNotificationWorker();
  }
  return { id: result.id, created: result.created };
}

/** The id already stored under this key, if any (a replay arriving after the rate limit tripped). */
export async function findLeadIdByIdempotencyKey(key: string, db?: Db): Promise<string | undefined> {
  const database = db ?? (await getDb());
  const [row] = await database.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key));
  return row?.id;
}
