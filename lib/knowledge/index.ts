import 'server-only';
import type { Db } from '@/db/client';
import type { ExtractedInfo } from '@/lib/extract/types';
import { chunkPages } from './chunk';
import { ownerFactPassages } from './owner-facts';
import type { Lang } from './query';
import { replaceCorrectionPassages, replaceSitePassages } from './store';

// An agent's knowledge base: every visible passage of its site and what its owner said, searched
// with stemming and accent folding in the agent's language. The public surface of lib/knowledge.

export { searchKnowledge } from './search';
export { addOwnerAnswer, closeGapsAnsweredBySite, findGap, listOpenGaps, listPassages } from './store';
export { formatPassage } from './types';
export type { Lang } from './query';

/** (Re)builds the site part of the knowledge base from the scraper's bundle; returns the passage count. */
export async function indexSite(agentId: string, html: string, lang: Lang, opts: { baseUrl?: string; db?: Db } = {}): Promise<number> {
  return replaceSitePassages(agentId, chunkPages(html, opts.baseUrl), lang, opts.db);
}

/** (Re)builds the passages of the owner's corrected facts; returns the passage count. */
export async function indexOwnerFacts(agentId: string, info: ExtractedInfo, lang: Lang, db?: Db): Promise<number> {
  return replaceCorrectionPassages(agentId, ownerFactPassages(info, lang), lang, db);
}
