import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { agents } from '@/db/schema/agents';
import type { AgentSettings, ExtractedInfo } from '@/lib/extract/types';
import { isLocale, type Locale } from '@/lib/i18n/locales';

// The agents table behind our own type: callers never see Drizzle rows or jsonb as unknown.

export type Agent = {
  id: string;
  name: string;
  phone: string;
  businessType: string;
  website: string | null;
  language: Locale;
  timezone: string;
  extractedInfo: ExtractedInfo;
  prompt: string;
  settings: AgentSettings;
  providerAssistantId: string | null;
  providerError: string | null;
  /** When the owner last had the site re-read (null: only read at creation). */
  siteRefreshedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

type Row = typeof agents.$inferSelect;

function toAgent(row: Row): Agent {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    businessType: row.businessType,
    website: row.website,
    language: isLocale(row.language) ? row.language : 'fr',
    timezone: row.timezone,
    extractedInfo: row.extractedInfo as ExtractedInfo,
    prompt: row.prompt,
    settings: row.settings as AgentSettings,
    providerAssistantId: row.providerAssistantId,
    providerError: row.providerError,
    siteRefreshedAt: row.siteRefreshedAt ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the string can be an agent id (so a malformed id never reaches the database). */
export function isAgentId(id: string | null | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}

export type NewAgent = Omit<Agent, 'id' | 'createdAt' | 'updatedAt' | 'providerAssistantId' | 'providerError' | 'siteRefreshedAt'> & {
  editTokenHash: string;
};

export async function insertAgent(input: NewAgent): Promise<Agent> {
  const db = await getDb();
  const [row] = await db.insert(agents).values(input).returning();
  return toAgent(row);
}

export async function getAgent(id: string): Promise<Agent | null> {
  if (!isAgentId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
  return row ? toAgent(row) : null;
}

/** The stored hash of the owner's edit token (see edit-token.ts); null when unknown agent. */
export async function getEditTokenHash(id: string): Promise<string | null> {
  if (!isAgentId(id)) return null;
  const db = await getDb();
  const [row] = await db.select({ hash: agents.editTokenHash }).from(agents).where(eq(agents.id, id)).limit(1);
  return row?.hash ?? null;
}

/** Saves owner corrections: name, transfer phone, facts, settings and the prompt rebuilt from them. */
export async function updateAgentFacts(
  id: string,
  patch: { name: string; phone: string; extractedInfo: ExtractedInfo; settings: AgentSettings; prompt: string },
  tx?: Db,
): Promise<Agent | null> {
  if (!isAgentId(id)) return null;
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(agents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(agents.id, id))
    .returning();
  return row ? toAgent(row) : null;
}

/**
 * The agent as it is now, its row locked until the caller's transaction ends: two re-reads of the
 * same site (two tabs) then run one after the other instead of interleaving their passages, and a
 * correction saved while the site was being read is seen (PGlite has one connection: no-op there).
 */
export async function getAgentForUpdate(id: string, db: Db): Promise<Agent | null> {
  if (!isAgentId(id)) return null;
  const [row] = await db.select().from(agents).where(eq(agents.id, id)).limit(1).for('update');
  return row ? toAgent(row) : null;
}

/**
 * Saves what a fresh read of the website gave (facts, prompt) and when, inside the caller's
 * transaction when `db` is one, so the facts and the knowledge base change together.
 */
export async function saveSiteRefresh(
  id: string,
  patch: { extractedInfo: ExtractedInfo; prompt: string; refreshedAt: Date },
  db?: Db,
): Promise<Agent | null> {
  if (!isAgentId(id)) return null;
  const handle = db ?? (await getDb());
  const [row] = await handle
    .update(agents)
    .set({ extractedInfo: patch.extractedInfo, prompt: patch.prompt, siteRefreshedAt: patch.refreshedAt, updatedAt: patch.refreshedAt })
    .where(eq(agents.id, id))
    .returning();
  return row ? toAgent(row) : null;
}

/** Records the outcome of syncing the agent to the voice provider. */
export async function setProviderResult(id: string, result: { assistantId?: string | null; error?: string | null }): Promise<void> {
  const db = await getDb();
  await db
    .update(agents)
    .set({
      providerAssistantId: result.assistantId ?? null,
      providerError: result.error ? result.error.slice(0, 500) : null,
      updatedAt: new Date(),
    })
    .where(eq(agents.id, id));
}
