import type { KnowledgeHit } from '@/lib/knowledge/types';

/**
 * A stand-in for the knowledge search in engine unit tests (no database): the site lines that
 * share a word of 3+ letters with the query, scored by how many they share. Tests that need the
 * real search build a knowledge base on PGlite instead (see the callers suite).
 */
export function wordOverlapSearch(lines: string[]): (query: string) => Promise<KnowledgeHit[]> {
  const words = (s: string) => s.toLowerCase().split(/\W+/);
  return async (query) => {
    const q = new Set(words(query).filter((w) => w.length >= 3));
    return lines
      .map((text, i) => ({ text, i, score: words(text).filter((w) => q.has(w)).length }))
      .filter((h) => h.score > 0)
      .map((h) => ({
        id: String(h.i),
        text: h.text,
        headingPath: [],
        sourceUrl: null,
        source: 'site' as const,
        score: h.score,
        matchedTerms: [],
        queryTerms: [],
      }));
  };
}
