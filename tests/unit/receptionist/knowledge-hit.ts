import type { KnowledgeHit } from '@/lib/knowledge/types';

/** A site passage as the knowledge search returns it, for the tests of the answer decision. */
export function hit(text: string, headingPath: string[], matchedTerms: string[], queryTerms: string[], score = 1): KnowledgeHit {
  return { id: text, text, headingPath, sourceUrl: 'https://x.example/', source: 'site', score, matchedTerms, queryTerms };
}
