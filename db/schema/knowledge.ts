import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { knowledgeGaps } from './receptionist';

// Each agent's knowledge base: the visible text of its website split into passages that keep their
// heading path and page, plus what the owner told us (corrections, answers to knowledge gaps).
// Every engine answers from here (lib/knowledge). The search vector is computed by the database
// itself (knowledge_tsv, an immutable wrapper over to_tsvector + unaccent defined in the
// migration) so PGlite and PostgreSQL stem and fold accents the same way.

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    // page = scraped site text (replaced on re-scrape); correction = owner-corrected facts
    // (replaced on each correction); answer = the owner's answer to a knowledge gap (kept).
    kind: text('kind').notNull(),
    sourceUrl: text('source_url'),
    headingPath: text('heading_path')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text('text').notNull(),
    // Text-search language of the passage ('fr' | 'en'): the agent's language.
    lang: text('lang').notNull(),
    position: integer('position').notNull().default(0),
    gapId: uuid('gap_id').references(() => knowledgeGaps.id, { onDelete: 'set null' }),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`knowledge_tsv(lang, heading_path, text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_passages_agent_idx').on(t.agentId, t.kind, t.position), index('knowledge_passages_tsv_idx').using('gin', t.tsv)],
);
