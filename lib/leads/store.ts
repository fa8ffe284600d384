import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { leads, notificationOutbox, rateLimits } from '@/db/schema';
import { kickNotificationWorker, startNotificationWorker } from '@/lib/notify';
import type { OwnerEvent } from '@/lib/notify';
import { enabledChannels } from '@/lib/notify/channels';
import { channelConfig } from '@/lib/notify/outbox';
import { scheduleRateLimitPrune, windowStartMs, type Limit } from '@/lib/rate-limit';
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
  /** Spam signals seen (lib/leads/spam.ts); any → stored as suspected, no alert. */
  suspectReasons: string[];
  source: LeadSource;
};

type LeadSource = 'form' | 'api';

type EventFields = Pick<NewLead, 'companyName' | 'contactName' | 'email' | 'phone' | 'phoneE164' | 'website' | 'message'> & {
  locale: string;
};

/** The owner alert for a new (or restored) lead (webhook JSON / e-mail body). */
export function leadEvent(id: string, lead: EventFields): OwnerEvent {
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
  { id: string; created: boolean; limited?: undefined } | { id?: undefined; created: false; limited: { retryAfterSeconds: number } };

/**
 * Stores the lead, bumps the client's rate-limit counters and writes the owner alerts in ONE SQL
 * statement (data-modifying CTEs): one round trip and one commit per lead — the commit's log flush
 * and the round trips are most of a lead's cost — and all-or-nothing by construction, so a crash
 * can never leave a lead without its alert or the reverse. A suspected lead is stored the same way
 * but writes no alert (lib/leads/review.ts writes it if the operator restores the lead).
 *
 * Exactly once per idempotency key: a replay (sequential or concurrent) gets the id of the first
 * lead and writes nothing. The unique index decides races — a concurrent insert with the same key
 * waits for the first to commit, then does nothing, and the follow-up read sees the committed row.
 * Over the limit, only the counters move — unless the key names a lead already stored, which is
 * answered as a replay (a retry is not a new request).
 */
export async function createLead(
  lead: NewLead,
  opts: { db?: Db; rateLimit?: { key: string; limits: Limit[] }; nowMs?: number } = {},
): Promise<CreateLeadResult> {
  const database = opts.db ?? (await getDb());
  const now = opts.nowMs ?? Date.now();
  const windows = (opts.rateLimit?.limits ?? []).map((l) => {
    const start = windowStartMs(now, l.windowSeconds);
    return { key: `${opts.rateLimit!.key}|${l.windowSeconds}`, start, end: start + l.windowSeconds * 1000, max: l.max };
  });
  // A suspected lead waits for the operator: no alert until it is restored (lib/leads/review.ts).
  const suspected = lead.suspectReasons.length > 0;
  const channels = suspected ? [] : enabledChannels(channelConfig());
  // The event with a placeholder id; the statement puts the new lead's id in (jsonb_set).
  const event = JSON.stringify(leadEvent('', lead));

  const parts: SQL[] = [];
  if (windows.length) {
    parts.push(sql`rl as (
      insert into ${rateLimits} (key, window_start, count)
      values ${sql.join(
        windows.map((w) => sql`(${w.key}, ${new Date(w.start).toISOString()}::timestamptz, 1)`),
        sql`, `,
      )}
      on conflict (key, window_start) do update set count = ${rateLimits}.count + 1
      returning key, count
    )`);
    parts.push(sql`over as (
      select count(*)::int as n from rl
      join (values ${sql.join(
        windows.map((w) => sql`(${w.key}, ${w.max}::int)`),
        sql`, `,
      )}) as m(k, mx) on m.k = rl.key
      where rl.count > m.mx
    )`);
  } else {
    parts.push(sql`rl as (select null::text as key, 0 as count where false)`, sql`over as (select 0 as n)`);
  }
  parts.push(sql`ins as (
    insert into ${leads} (company_name, contact_name, email, phone, phone_e164, website, message, locale, idempotency_key,
                          suspected, suspect_reasons, source)
    select ${lead.companyName}, ${lead.contactName}, ${lead.email}, ${lead.phone}, ${lead.phoneE164}, ${lead.website},
           ${lead.message}, ${lead.locale}, ${lead.idempotencyKey},
           ${suspected}, array(select jsonb_array_elements_text(${JSON.stringify(lead.suspectReasons)}::jsonb)), ${lead.source}
    where (select n from over) = 0
    on conflict (idempotency_key) do nothing
    returning id
  )`);
  if (channels.length) {
    parts.push(sql`ob as (
      insert into ${notificationOutbox} (channel, event)
      select ch.c, jsonb_set(${event}::jsonb, '{data,id}', to_jsonb(ins.id::text))
      from ins cross join (values ${sql.join(
        channels.map((c) => sql`(${c})`),
        sql`, `,
      )}) as ch(c)
      returning 1
    )`);
  } else {
    parts.push(sql`ob as (select 1 where false)`);
  }
  const statement = sql`with ${sql.join(parts, sql`, `)}
    select (select id::text from ins) as id,
           (select n from over) as over,
           (select count(*)::int from ob) as alerts,
           (select coalesce(json_agg(json_build_object('key', key, 'count', count)), '[]'::json) from rl) as counts`;
  const result = (await database.execute(statement)) as unknown as {
    rows: { id: string | null; over: number | string; alerts: number | string; counts: { key: string; count: number }[] | string }[];
  };
  const row = result.rows[0];
  const over = Number(row.over);
  if (windows.length) scheduleRateLimitPrune(now);

  if (row.id) {
    if (Number(row.alerts) > 0) {
      startNotificationWorker();
      kickNotificationWorker();
    }
    return { id: row.id, created: true };
  }
  const existing = lead.idempotencyKey ? await findLeadIdByIdempotencyKey(lead.idempotencyKey, database) : undefined;
  if (existing) return { id: existing, created: false };
  if (over > 0) {
    const counts = typeof row.counts === 'string' ? (JSON.parse(row.counts) as { key: string; count: number }[]) : row.counts;
    let retryAfterMs = 1000;
    for (const w of windows) {
      const count = counts.find((c) => c.key === w.key)?.count ?? 0;
      if (count > w.max) retryAfterMs = Math.max(retryAfterMs, w.end - now);
    }
    return { created: false, limited: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } };
  }
  throw new Error('lead not stored: idempotency conflict without a stored lead');
}

/** The id already stored under this key, if any. */
async function findLeadIdByIdempotencyKey(key: string, db?: Db): Promise<string | undefined> {
  const database = db ?? (await getDb());
  const [row] = await database.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key));
  return row?.id;
}
