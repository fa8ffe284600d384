import type { Lang } from '../query';
import { relatedEn } from './en';
import { relatedFr } from './fr';

// Words related to what a caller said, in the agent's language: the forms a site may write
// for the same thing (English from WordNet, French by derivation). The search weighs them
// below the caller's own words and the caller vocabulary, so they find a passage that says
// "storage" for "can you store…" without outranking one that says "store".

/** Related words of a folded word; none when the language's resource does not know it. */
export function relatedWords(phrase: string, lang: Lang): string[] {
  return lang === 'en' ? relatedEn(phrase) : relatedFr(phrase);
}
