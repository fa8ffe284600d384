// The knowledge base's own types, shared by the chunker, the store and the search.

export type PassageKind = 'page' | 'correction' | 'answer';

/** A passage before it is stored: text as on the site, under its headings, from one page. */
export type Passage = {
  text: string;
  /** Headings above the text, outermost first: ["Tarifs", "Forfaits"]. */
  headingPath: string[];
  sourceUrl: string | null;
};

export type KnowledgeHit = {
  id: string;
  /** The passage text as on the site ("Shampooing et brushing · 25 €"). */
  text: string;
  headingPath: string[];
  /** Page it came from; null for what the owner said. */
  sourceUrl: string | null;
  /** owner = a correction or an answer to a knowledge gap. */
  source: 'site' | 'owner';
  /** Relevance, higher is better; comparable within one query only. */
  score: number;
  /** The query terms found in the passage (a vocabulary term counts when any of its alternatives is found), as the caller said them, folded. */
  matchedTerms: string[];
  /** Every content term of the query (one per caller word or vocabulary phrase), to judge coverage. */
  queryTerms: string[];
};

export function passageSource(kind: PassageKind): 'site' | 'owner' {
  return kind === 'page' ? 'site' : 'owner';
}

/** "Tarifs › Forfaits › Shampooing et brushing · 25 €" */
export function formatPassage(p: { headingPath: string[]; text: string }): string {
  return [...p.headingPath, p.text].join(' › ');
}
