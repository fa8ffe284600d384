import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { agents } from '@/db/schema/agents';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { indexSite } from '@/lib/knowledge';

/** One scraped page as the scraper bundles it (the form `indexSite` reads). */
export const page = (url: string, lang: string, body: string) =>
  `<article data-source-url="${url}" data-title="" lang="${lang}">${body}</article>`;

/** An agent with no extracted facts whose knowledge base is the given bundle: search alone is tested. */
export async function agentWith(db: Db, lang: 'fr' | 'en', html: string): Promise<string> {
  const id = randomUUID();
  await db.insert(agents).values({
    id,
    name: 'Test',
    phone: '+33 3 85 00 00 00',
    businessType: 'other',
    timezone: 'Europe/Paris',
    language: lang,
    extractedInfo: emptyExtractedInfo(),
    prompt: '',
    settings: { language: lang, tone: 'friendly', maxCallDuration: 5 },
  });
  await indexSite(id, html, lang, { db });
  return id;
}
