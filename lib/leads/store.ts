import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { leads } from '@/db/schema';
import { enqueueOwnerEvent, kickNotificationWorker, startNotificationWorker } from '@/lib/notify';
import type { OwnerEvent } from '@/lib/notify';
import { consumeRateLimit, type Limit } from '@/lib/rate-limit';
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

export type CreateLeadResult =
  | { id: string; created: boolean; limited?: undefined }
  | { id?: undefined; created: false; limited: { retryAfterSeconds: number } };

/**
 * Stores the lead and its owner alert in one transaction, exactly once per idempotency key: a
 * replay (sequential or concurrent) gets the id of the first lead and writes nothing. The unique
 * index decides races — a concurrent insert with the same key waits for the first to commit, then
 * does nothing, and the follow-up read sees the committed row.
 *
 * With `rateLimit`, the client's counters are bumped in the same transaction first: one commit per
 * lead instead of two (the commit's log flush is most of a lead's cost). Over the limit, only the
 * bumped counters are committed — unless the key names a lead already stored, which is answered
 * as a replay (a retry is not a new request).
 */
export async function createLead(
  lead: NewLead,
  opts: { db?: Db; rateLimit?: { key: string; limits: Limit[] } } = {},
): Promise<CreateLeadResult> {
  const database = opts.db ?? (await getDb());
  const result = await database.transaction(async (tx) => {
    if (opts.rateLimit) {
      const limit = await consumeRateLimit(opts.rateLimit.key, opts.rateLimit.limits, { db: tx as unknown as Db });
      if (!limit.ok) {
        const [existing] = lead.idempotencyKey
          ? await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, lead.idempotencyKey))
          : [];
        if (existing) return { id: existing.id, created: false, alerts: 0 };
        return { limited: { retryAfterSeconds: limit.retryAfterSeconds }, created: false as const, alerts: 0 };
      }
    }
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
  if ('limited' in result && result.limited) return { created: false, limited: result.limited };
  return { id: result.id!, created: result.created };
}
