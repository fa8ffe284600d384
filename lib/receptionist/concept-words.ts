import { vocabularies } from '@/lib/knowledge/vocabulary';
import { tokens } from './normalize';
import { samePlural, sameWord } from './passage-text';

// Two words of one family may name two things a caller keeps apart: "insured" (the business's own
// cover) is not "insurance" (what a patient's plan pays), "assurés" is not "assurances". The
// caller vocabulary already files them under different concepts; a word of the passage that
// matches the caller's only by its stem, and that the vocabulary files under another concept
// only, is another thing.

let byWord: Map<string, Set<string>> | undefined;

/** Folded one-word phrases of the vocabulary (both languages) → the concepts they belong to. */
function wordConcepts(): Map<string, Set<string>> {
  if (byWord) return byWord;
  byWord = new Map();
  for (const vocabulary of Object.values(vocabularies))
    for (const [concept, phrases] of Object.entries(vocabulary))
      for (const phrase of phrases) {
        const ws = tokens(phrase);
        if (ws.length !== 1) continue;
        const set = byWord.get(ws[0]) ?? new Set<string>();
        set.add(concept);
        byWord.set(ws[0], set);
      }
  return byWord;
}

/** The concepts a word belongs to, up to a plural ending. */
function conceptsOf(word: string): Set<string> {
  const map = wordConcepts();
  const out = new Set<string>();
  for (const form of [word, word.replace(/[sx]$/, ''), word.replace(/es$/, '')]) for (const c of map.get(form) ?? []) out.add(c);
  return out;
}

/**
 * The text says the caller's word only through stem-alike words the vocabulary files under other
 * concepts ("insurance" for "insured?"): not the thing asked.
 */
export function onlyOtherConcept(text: string, term: string): boolean {
  const said = tokens(term);
  if (said.length !== 1) return false;
  const asked = conceptsOf(said[0]);
  if (!asked.size) return false;
  const alike = tokens(text).filter((w) => sameWord(w, said[0]));
  if (!alike.length || alike.some((w) => samePlural(w, said[0]))) return false;
  return alike.every((w) => {
    const theirs = conceptsOf(w);
    return theirs.size > 0 && ![...theirs].some((c) => asked.has(c));
  });
}
