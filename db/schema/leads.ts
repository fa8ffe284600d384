import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A lead: the six text columns keep the form's field names; the rest is what an operator needs to trust it.
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneE164: text('phone_e164'),
    website: text('website'),
    message: text('message'),
    locale: text('locale').notNull().default('fr'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Spam signals never drop a lead: they set `suspected` with the reasons (lib/leads/spam.ts).
    // A suspected lead sends no alert and waits in /admin until restored or purged.
    suspected: boolean('suspected').notNull().default(false),
    suspectReasons: text('suspect_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // form (the site's form, browser signals checked) | api (LEADS_API_KEY, trusted)
    source: text('source').notNull().default('form'),
    // The operator's follow-up: new | contacted | won | lost, and when it last changed.
    status: text('status').notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    // The operator's two lists (inbox / suspected) and the retention purge read by this.
    index('leads_suspected_created_at_idx').on(t.suspected, t.createdAt),
  ],
);

// Fixed-window counters shared by every app instance (rate limits must hold across instances).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// Owner alerts (new lead, booking, caller message) waiting to be delivered. A row is written in the
// same transaction as the lead, so a crash right after the visitor's 201 still alerts the owner
// later: the in-process worker (lib/notify/outbox.ts) picks up every undelivered row, on any
// instance (FOR UPDATE SKIP LOCKED), with exponential backoff. One row per channel.
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(), // webhook | email
    event: jsonb('event').notNull(), // OwnerEvent (lib/notify)
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);
