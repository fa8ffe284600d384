import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { agents } from '@/db/schema/agents';
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
