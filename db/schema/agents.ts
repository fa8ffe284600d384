import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const agents = pgTable('agents', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  businessType: text('business_type').notNull(),
  website: text('website'),
  language: text('language').notNull().default('fr'),
  timezone: text('timezone').notNull().default('Europe/Paris'),
  // ExtractedInfo (lib/extract/types.ts); kept as one document because it is read whole.
  extractedInfo: jsonb('extracted_info').notNull(),
  prompt: text('prompt').notNull(),
  // AgentSettings {language, tone, maxCallDuration}
  settings: jsonb('settings').notNull(),
  providerAssistantId: text('provider_assistant_id'),
  providerError: text('provider_error'),
  // SHA-256 of the owner's edit token (lib/agent/edit-token.ts); the token itself is never stored.
  editTokenHash: text('edit_token_hash'),
  // When the owner last had the agent re-read its website (lib/agent/refresh-from-site.ts); null
  // until the first refresh, the site having been read at creation (created_at).
  siteRefreshedAt: timestamp('site_refreshed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
