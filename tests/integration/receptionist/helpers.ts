import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { agents } from '@/db/schema/agents';
import { emptyExtractedInfo, type ExtractedInfo } from '@/lib/extract/types';
import { indexSite } from '@/lib/knowledge';
import { loadDialogFixtures } from '@/scripts/eval/dialogs';

/** Inserts one of the dialog agent fixtures (tests/fixtures/dialogs/agents.json) under a fresh id. */
export async function insertFixtureAgent(db: Db, key: string, overrides: { providerAssistantId?: string } = {}): Promise<string> {
  const fx = loadDialogFixtures().agents[key];
  const id = randomUUID();
  await db.insert(agents).values({
    id,
    name: fx.name,
    phone: fx.phone,
    businessType: fx.businessType,
    timezone: fx.timezone,
    language: fx.language,
    extractedInfo: fx.extractedInfo,
    prompt: `Receptionist of ${fx.name}.`,
    settings: { language: fx.language, tone: 'Chaleureux et professionnel', maxCallDuration: 5 },
    providerAssistantId: overrides.providerAssistantId ?? null,
  });
  return id;
}

export function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An agent with the given facts whose knowledge base is the given page (one HTML article). */
export async function agentWithSite(
  db: Db,
  a: { name: string; businessType: string; language: 'fr' | 'en'; phone: string; timezone?: string; info: Partial<ExtractedInfo> },
  page: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(agents).values({
    id,
    name: a.name,
    phone: a.phone,
    businessType: a.businessType,
    timezone: a.timezone ?? (a.language === 'fr' ? 'Europe/Paris' : 'Europe/London'),
    language: a.language,
    extractedInfo: emptyExtractedInfo({ businessName: a.name, ...a.info }),
    prompt: `Receptionist of ${a.name}.`,
    settings: { language: a.language, tone: 'Warm', maxCallDuration: 5 },
  });
  await indexSite(id, `<article data-source-url="https://site.example/" data-title="" lang="${a.language}">${page}</article>`, a.language, {
    db,
  });
  return id;
}
