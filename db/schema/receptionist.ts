import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

// What the receptionist does lands here, tied to its agent, for the owner to read in /admin.

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    callerName: text('caller_name').notNull(),
    callerPhone: text('caller_phone').notNull(),
    callerPhoneE164: text('caller_phone_e164'),
    service: text('service'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('booked'), // booked | cancelled
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two callers racing for one slot: the database decides, exactly one wins.
    uniqueIndex('appointments_slot_uniq')
      .on(t.agentId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('appointments_agent_idx').on(t.agentId, t.startsAt),
  ],
);

export const callerMessages = pgTable(
  'caller_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    callerName: text('caller_name'),
    callerPhone: text('caller_phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('caller_messages_agent_idx').on(t.agentId, t.createdAt)],
);

export const knowledgeGaps = pgTable(
  'knowledge_gaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    question: text('question').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a re-read of the website made the agent able to answer it: the gap is closed without the owner. */
    answeredBySiteAt: timestamp('answered_by_site_at', { withTimezone: true }),
  },
  (t) => [index('knowledge_gaps_agent_idx').on(t.agentId, t.createdAt)],
);

// Phone or browser calls (Vapi end-of-call reports, local voice sessions).
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(), // vapi | local
    providerCallId: text('provider_call_id').unique(),
    status: text('status'),
    endedReason: text('ended_reason'),
    transcript: text('transcript'),
    summary: text('summary'),
    recordingUrl: text('recording_url'),
    durationSeconds: integer('duration_seconds'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calls_agent_idx').on(t.agentId, t.createdAt)],
);

// Conversation state by sessionId, so any app instance can serve the next turn.
export const chatSessions = pgTable('chat_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentId: uuid('agent_id')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  turns: integer('turns').notNull().default(0),
  ended: text('ended'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
